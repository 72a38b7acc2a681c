import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {readApiPage} from '../../scripts/facts/options-tables';
import {frontMatterFields} from '../../src/lib/markdown';
import {WEBSITE_REPO_URL} from '../../src/config/site';

const ROOT = path.resolve(__dirname, '../..');

function mdxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap(
    (entry) => {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        return mdxFiles(file);
      }
      return file.endsWith('.mdx') ? [file] : [];
    },
  );
}

/** The API reference page that documents the most options, from source. */
function widestReferencePage(): {file: string; url: string; count: number} {
  const pages = mdxFiles('docs/api').map((file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const page = readApiPage(file, source);
    const slug = frontMatterFields(source).slug;
    const count = Math.max(0, ...page.tables.map((t) => t.rows.length));
    return {file, url: `/docs${String(slug)}`, count};
  });
  return pages.reduce((best, page) => (page.count > best.count ? page : best));
}

const WIDEST = widestReferencePage();
/** The Lambda render call, a 57-option page readers often open. */
const LAMBDA_RENDER = '/docs/lambda/rendermediaonlambda';

test.describe('option blocks on the widest reference pages', () => {
  for (const width of [320, 768, 1280]) {
    for (const url of [WIDEST.url, LAMBDA_RENDER]) {
      test(`on ${url} every option's description is readable without sideways scrolling at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({width, height: 900});
        await gotoHydrated(page, url);
        const blocks = page.locator('main [data-api-option]:has(> h3[id])');
        expect(await blocks.count()).toBeGreaterThanOrEqual(
          url === WIDEST.url ? WIDEST.count : 50,
        );
        const overflow = await page.evaluate(() => {
          const viewport = document.documentElement.clientWidth;
          const outside = Array.from(
            document.querySelectorAll(
              'main [data-api-option]:has(> h3[id]) > *',
            ),
          )
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.left < 0 || box.right > viewport + 0.5;
            })
            .map((element) => element.textContent?.slice(0, 60));
          return {
            outside,
            scrolls: document.documentElement.scrollWidth > viewport,
          };
        });
        expect(overflow.outside).toEqual([]);
        expect(overflow.scrolls).toBe(false);
      });
    }
  }

  test('a deep link to an option scrolls to it, below the navbar', async ({
    page,
  }) => {
    await page.setViewportSize({width: 320, height: 700});
    // The address the renderer's own error messages print.
    await page.goto('/docs/renderer/render-media#imageformat');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const heading = page.locator('h3#imageformat');
    await expect(heading).toBeInViewport();
    const navbar = await page.locator('nav.navbar').boundingBox();
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height - 1);
    // The option is listed in the table of contents, linking to its anchor.
    await page.setViewportSize({width: 1280, height: 800});
    await expect(
      page.locator('.table-of-contents a[href="#imageformat"]').first(),
    ).toBeAttached();
  });
});

test.describe('sidebar', () => {
  for (const url of [
    '/docs/lambda/cli/render',
    '/docs/cloudrun/cli/sites/create',
    LAMBDA_RENDER,
  ]) {
    test(`on ${url} the current item is inside the visible sidebar`, async ({
      page,
    }) => {
      await gotoHydrated(page, url);
      const link = page.locator(
        '.theme-doc-sidebar-menu a.menu__link[aria-current="page"]',
      );
      await expect(link).toHaveCount(1);
      await expect
        .poll(() =>
          link.evaluate((element) => {
            const item = element.getBoundingClientRect();
            const nav = element.closest('nav')!.getBoundingClientRect();
            return (
              item.top >= nav.top &&
              item.bottom <= Math.min(nav.bottom, window.innerHeight)
            );
          }),
        )
        .toBe(true);
      // Only the sidebar scrolled, not the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});

test.describe('breadcrumbs', () => {
  for (const url of [
    '/docs/',
    '/docs/lambda',
    '/docs/lambda/rendermediaonlambda',
    '/docs/player',
    '/docs/interpolate',
  ]) {
    test(`on ${url} no crumb repeats the page title or another crumb`, async ({
      page,
    }) => {
      await gotoHydrated(page, url);
      const title = (await page.locator('h1').first().innerText()).trim();
      const crumbs = (
        await page
          .locator('nav[aria-label="Breadcrumbs"] .breadcrumbs__item')
          .allInnerTexts()
      )
        .map((text) => text.trim())
        .filter(Boolean);
      expect(crumbs).not.toContain(title);
      expect(new Set(crumbs).size).toBe(crumbs.length);
      // The home crumb is always there.
      await expect(
        page.locator('nav[aria-label="Breadcrumbs"] a[aria-label]').first(),
      ).toBeAttached();
    });
  }
});

/** The newest commit date of a file, as Docusaurus reads it (committer). */
function gitDate(file: string): string {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', file], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  return new Date(Number(seconds) * 1000).toISOString();
}

test.describe('page actions', () => {
  for (const [url, file] of [
    ['/docs/', 'docs/getting-started.mdx'],
    [WIDEST.url, WIDEST.file],
    ['/docs/lambda/cli/render', 'docs/api/lambda/cli/render.mdx'],
  ] as const) {
    test(`${url} links to its source, its last update and a prefilled report`, async ({
      page,
    }) => {
      expect(existsSync(path.join(ROOT, file)), file).toBe(true);
      await gotoHydrated(page, url);
      const edit = page.getByRole('link', {name: 'Edit this page'});
      await expect(edit).toHaveAttribute(
        'href',
        `${WEBSITE_REPO_URL}/edit/main/${file}`,
      );
      await expect(page.locator('.theme-last-updated time')).toHaveAttribute(
        'datetime',
        gitDate(file),
      );
      const report = page.getByRole('link', {
        name: 'Report a problem with this page',
      });
      const href = new URL((await report.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(
        `${WEBSITE_REPO_URL}/issues/new`,
      );
      const pageUrl = new URL(url, 'https://www.remotion.dev').toString();
      expect(href.searchParams.get('body')).toContain(pageUrl);
      expect(href.searchParams.get('title')).toContain(
        new URL(pageUrl).pathname,
      );
    });
  }
});
