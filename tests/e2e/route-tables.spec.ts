import fs from 'fs';
import path from 'path';
import {bucketOf} from '../../plugins/route-tables/client/bucketOf';
import {expect, gotoHydrated, test} from './fixtures';

/**
 * The split route tables (plugins/route-tables): a page loads only the
 * table that holds its own route; the tables of other pages load when a
 * link to them is hovered or followed, and navigation keeps working
 * without full reloads, and with one when a table cannot be loaded.
 */
const JS_DIR = path.join(__dirname, '../../build/assets/js');

/** Number of route tables in the build under test. */
function tableCount(): number {
  return fs
    .readdirSync(JS_DIR)
    .filter((file) => /^route-table-\d+\./.test(file)).length;
}

const tableRequest = (url: string) =>
  /\/route-table-(\d+)\.[^/]+\.js$/.exec(url);

test.describe('route tables', () => {
  test('a page loads its own route table and no other', async ({page}) => {
    const tables: number[] = [];
    page.on('request', (request) => {
      const match = tableRequest(request.url());
      if (match) tables.push(Number(match[1]));
    });
    await gotoHydrated(page, '/docs/installation');
    await page.waitForLoadState('networkidle');
    expect(tables).toEqual([bucketOf('/docs/installation', tableCount())]);
  });

  test('navigation across sections and back needs no full reload', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation');
    await page.evaluate(() => {
      (window as unknown as {sameDocument: boolean}).sameDocument = true;
    });
    const follow = async (href: string, heading: RegExp) => {
      await page.locator(`a[href="${href}"]`).first().dispatchEvent('click');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    };
    await follow('/blog', /Blog/);
    await follow('/blog/4-0', /Remotion 4\.0/);
    await follow('/docs/', /.+/);
    await follow('/docs/player', /Player/);
    await follow('/templates/', /Templates/);
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/player$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/4-0$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      /Remotion 4\.0/,
    );
    expect(
      await page.evaluate(
        () => (window as unknown as {sameDocument?: boolean}).sameDocument,
      ),
    ).toBe(true);
  });

  test('hovering a link into a table not loaded yet loads that table and the page', async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, '/docs/installation');
    await page.waitForLoadState('networkidle');
    const count = tableCount();
    const own = bucketOf('/docs/installation', count);
    const footerLinks = page.locator('footer a[href^="/"]');
    const hrefs = await footerLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!),
    );
    const target = hrefs.find((href) => bucketOf(href, count) !== own);
    expect(target, 'a footer link into another route table').toBeDefined();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${baseURL}/assets/js/`))
        requests.push(request.url());
    });
    await page
      .locator(`footer a[href="${target}"]`)
      .first()
      .dispatchEvent('mouseover');
    await expect
      .poll(() =>
        requests.some(
          (url) => Number(tableRequest(url)?.[1]) === bucketOf(target!, count),
        ),
      )
      .toBe(true);
    // Then the page's own chunks, found in the table just loaded.
    await expect
      .poll(() => requests.filter((url) => !tableRequest(url)).length)
      .toBeGreaterThan(0);
  });
});

test.describe('route table failure', () => {
  // The browser logs the failed request that this test provokes.
  test.use({expectedConsoleError: /Failed to load resource: net::ERR_FAILED/});
  test('when a route table cannot be loaded, following a link loads the page in full', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation');
    const count = tableCount();
    const own = bucketOf('/docs/installation', count);
    const hrefs = await page
      .locator('footer a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const target = hrefs.find((href) => bucketOf(href, count) !== own)!;
    await page.evaluate(() => {
      (window as unknown as {sameDocument: boolean}).sameDocument = true;
    });
    let failed = 0;
    await page.route(
      '**/assets/js/route-table-*',
      (route) => {
        failed += 1;
        return route.abort('failed');
      },
      {times: 1},
    );
    const loaded = page.waitForEvent('load');
    await page
      .locator(`footer a[href="${target}"]`)
      .first()
      .dispatchEvent('click');
    await loaded;
    expect(failed).toBe(1);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(
      await page.evaluate(
        () => (window as unknown as {sameDocument?: boolean}).sameDocument,
      ),
    ).toBeUndefined();
  });
});
