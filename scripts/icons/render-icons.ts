/**
 * Draws the site icon (`static/img/favicon.svg`, the one source) at the
 * sizes that tools which cannot read SVG ask for, and writes them beside it:
 *
 * - `static/favicon.ico`: 16, 32 and 48 px. Feed readers, link previews,
 *   bookmarks and older browsers request `/favicon.ico` whatever the page
 *   declares.
 * - `static/img/apple-touch-icon.png`: 180 px on white, what iOS and iPadOS
 *   show for a page added to the home screen (they do not read SVG icons
 *   and fill transparency with black).
 *
 * The files are committed; run this again after changing the SVG:
 *
 *   npm run icons
 *
 * Chromium draws the SVG (`CHROMIUM_PATH`, else Debian's, else
 * Playwright's own browser).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {CHROMIUM_ARGS, resolveChromiumPath} from '../../tests/browser';
import {encodeIco} from './ico';

const root = path.resolve(__dirname, '../..');
const SOURCE = path.join(root, 'static/img/favicon.svg');
const ICO = path.join(root, 'static/favicon.ico');
const TOUCH_ICON = path.join(root, 'static/img/apple-touch-icon.png');

const ICO_SIZES = [16, 32, 48];
const TOUCH_SIZE = 180;
/** Apple's home-screen icons get rounded corners: keep the mark inside. */
const TOUCH_PADDING = 0.12;

async function draw(
  page: Page,
  svg: string,
  size: number,
  options: {background: string | null; padding: number},
): Promise<Buffer> {
  const inner = Math.round(size * (1 - 2 * options.padding));
  await page.setViewportSize({width: size, height: size});
  await page.setContent(
    `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${options.background ?? 'transparent'}">` +
      `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}" alt=""></body></html>`,
  );
  await page
    .locator('img')
    .evaluate((image: HTMLImageElement) => image.decode());
  return page.screenshot({omitBackground: options.background === null});
}

async function main(): Promise<void> {
  const svg = fs.readFileSync(SOURCE, 'utf8');
  const browser = await chromium.launch({
    executablePath: resolveChromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const images = [];
    for (const size of ICO_SIZES) {
      images.push({
        size,
        png: await draw(page, svg, size, {background: null, padding: 0}),
      });
    }
    fs.writeFileSync(ICO, encodeIco(images));
    fs.writeFileSync(
      TOUCH_ICON,
      await draw(page, svg, TOUCH_SIZE, {
        background: '#ffffff',
        padding: TOUCH_PADDING,
      }),
    );
  } finally {
    await browser.close();
  }
  for (const file of [ICO, TOUCH_ICON]) {
    console.log(
      `${path.relative(root, file)}: ${fs.statSync(file).size} bytes`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
