import type {Locator, Page} from '@playwright/test';
import {showcase} from '../../src/data/showcase';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * How far the pixels of an image stray from one flat colour: the standard
 * deviation of their luminance (0 to 255), over every pixel of the image's
 * top `share` (1 = the whole image). Decoded with a canvas in the page.
 */
type Spread = (source: string | Locator, share?: number) => Promise<number>;

function luminanceSpread(page: Page): Spread {
  return async (source, share = 1) => {
    const src =
      typeof source === 'string'
        ? source
        : `data:image/png;base64,${(await source.screenshot()).toString('base64')}`;
    return page.evaluate(
      async ({src, share}) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const width = image.naturalWidth;
        const height = Math.max(1, Math.floor(image.naturalHeight * share));
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const pixels = context.getImageData(0, 0, width, height).data;
        let sum = 0;
        let sumOfSquares = 0;
        for (let i = 0; i < pixels.length; i += 4) {
          const luminance =
            0.2126 * pixels[i]! +
            0.7152 * pixels[i + 1]! +
            0.0722 * pixels[i + 2]!;
          sum += luminance;
          sumOfSquares += luminance * luminance;
        }
        const count = pixels.length / 4;
        const mean = sum / count;
        return Math.sqrt(Math.max(0, sumOfSquares / count - mean * mean));
      },
      {src, share},
    );
  };
}

/**
 * A card image is broken or empty when it is one flat colour (spread near 0).
 * The faintest real still, the Blank template's white canvas with a light
 * grid, measures about 5.
 */
const CARD_MIN_SPREAD = 2;

/**
 * The empty first frames of the demos measure 0 to 5 (a plain or gradient
 * background); frames with their content on screen measure 20 and more.
 */
const FRAME_MIN_SPREAD = 10;

/**
 * The top of the player, above its control bar: the controls alone would
 * make even an empty frame look busy.
 */
const ABOVE_CONTROLS = 0.7;

/**
 * Waits for the demo's player (not its text placeholder) to be on screen,
 * then checks, without pressing play, that the frame it opened on shows
 * something.
 */
async function expectOpensOnAFilledFrame(
  page: Page,
  demo: Locator,
): Promise<void> {
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByRole('button', {name: /play/i}).first()).toBeVisible();
  const stage = demo.locator(':scope > div').first();
  const spread = luminanceSpread(page);
  await expect
    .poll(() => spread(stage, ABOVE_CONTROLS), {
      message: `first frame of ${await demo.getAttribute('data-demo-id')}`,
    })
    .toBeGreaterThan(FRAME_MIN_SPREAD);
}

test('every template card shows a picture that is not blank', async ({
  page,
}) => {
  await gotoHydrated(page, '/templates/');
  const cards = page.locator('main li').filter({has: page.locator('h2')});
  const count = await cards.count();
  expect(count).toBeGreaterThan(15);
  const spread = luminanceSpread(page);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const title = await card.locator('h2').innerText();
    const image = card.locator('img');
    await expect(image, title).toHaveCount(1);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), {
        message: `${title}: image loaded`,
      })
      .toBeGreaterThan(0);
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(await spread(src), `${title}: ${src}`).toBeGreaterThan(
      CARD_MIN_SPREAD,
    );
  }
});

test('a docs demo opens on a frame with content', async ({page}) => {
  await gotoHydrated(page, '/docs/animating-properties');
  await expectOpensOnAFilledFrame(
    page,
    page.locator('figure[data-demo-id]').first(),
  );
});

test('a template page demo opens on a frame with content', async ({page}) => {
  await gotoHydrated(page, '/templates/hello-world');
  await expectOpensOnAFilledFrame(
    page,
    page.locator('figure[data-demo-id]').first(),
  );
});

test('only showcase entries with a demo offer Play', async ({page}) => {
  await gotoHydrated(page, '/showcase/');
  const playable = showcase.filter((entry) => entry.demoId).length;
  expect(playable).toBeGreaterThan(0);
  await expect(page.locator('main li').getByText('▶ Play')).toHaveCount(
    playable,
  );
});

test('the showcase Play opens a player on a frame with content', async ({
  page,
}) => {
  const entry = showcase.find((candidate) => candidate.demoId)!;
  await gotoHydrated(page, '/showcase/');
  await page
    .getByRole('button', {name: `View details of ${entry.title}`})
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const demo = dialog.locator(`figure[data-demo-id="${entry.demoId}"]`);
  await expect(demo).toHaveCount(1);
  await expectOpensOnAFilledFrame(page, demo);
});
