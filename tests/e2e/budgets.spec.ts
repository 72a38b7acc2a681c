import {measurePage, type Kind} from '../../scripts/bench/pageWeight';
import {expect, gotoHydrated, test} from './fixtures';

/**
 * Byte budgets of the first load (gzip on the wire, counted once per URL,
 * including whatever the page prefetches by itself). Bytes are
 * deterministic, so they are asserted; times never are (see
 * `npm run bench`). Budgets are the measured size plus about 3%: raise them
 * deliberately, with the reason in the commit, when a page must grow.
 */
const KB = 1024;

const BUDGETS: Record<string, Partial<Record<Kind, number>>> = {
  '/': {js: 316 * KB, css: 28.5 * KB, html: 9 * KB},
  '/docs/installation': {js: 240 * KB, css: 28.5 * KB, html: 9.6 * KB},
  '/docs/api/interpolate': {js: 241 * KB, css: 28.5 * KB, html: 10.2 * KB},
  '/blog/4-0': {js: 241 * KB, css: 28.5 * KB, html: 13.1 * KB},
  '/templates/hello-world': {js: 291 * KB, css: 28.5 * KB, html: 5.9 * KB},
};

test.describe('byte budgets', () => {
  for (const [path, budget] of Object.entries(BUDGETS)) {
    test(`${path} stays within its first-load budget`, async ({
      browser,
      baseURL,
    }) => {
      const weight = await measurePage(browser, baseURL!, path);
      for (const [kind, limit] of Object.entries(budget)) {
        expect
          .soft(weight.bytes[kind as Kind], `${kind} bytes of ${path}`)
          .toBeLessThanOrEqual(limit);
      }
    });
  }
});

test.describe('prefetching', () => {
  test('links prefetch their route on hover, not when they scroll into view', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) {
        scripts.push(request.url());
      }
    });
    await gotoHydrated(page, '/docs/installation');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel=prefetch]')).toHaveCount(0);
    const before = scripts.length;

    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Project structure'})
      .hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  });
});
