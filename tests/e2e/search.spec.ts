import type {Page} from '@playwright/test';
import {expect, gotoHydrated, openSearch, test} from './fixtures';

/**
 * Search in built-in mode (the default build): the DocSearch modal and the
 * /search page answered by the Pagefind index. Requests to other hosts are
 * blocked by the fixtures, so nothing here can reach a hosted service.
 */

const QUERY = 'interpolateColors';

function searchButton(page: Page) {
  return page.getByRole('button', {name: /search/i}).first();
}

function pagefindRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) {
      urls.push(request.url());
    }
  });
  return urls;
}

test.describe('Search modal', () => {
  test('loads nothing of search before the visitor reaches for it, and no preconnect to a hosted service', async ({
    page,
  }) => {
    const requests = pagefindRequests(page);
    await gotoHydrated(page, '/docs/installation');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(
      page.locator('link[rel=preconnect][href*="algolia"]'),
    ).toHaveCount(0);

    await searchButton(page).hover();
    await expect
      .poll(() => requests.some((url) => url.endsWith('/pagefind/pagefind.js')))
      .toBe(true);
  });

  test('opens with a click, Ctrl+K, Meta+K and /, and Escape returns focus to the button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation');
    const input = page.getByPlaceholder('Search docs');

    await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    for (const shortcut of ['Control+k', 'Meta+k']) {
      await page.locator('main h1').click();
      await page.keyboard.press(shortcut);
      await expect(input).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(input).toBeHidden();
    }

    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
  });

  test('finds a page, links to it, and Enter navigates without a full reload; the search is remembered', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation');
    await page.evaluate(() => {
      (window as unknown as {marker: string}).marker = 'same document';
    });
    await openSearch(page);
    await page.keyboard.type(QUERY);
    const hits = page.locator('.DocSearch-Hit a');
    const target = /^\/docs\/interpolate-colors(#[a-z0-9-]+)?$/;
    // Wait until the results of the whole query are shown (the modal
    // searches while the query is typed, so earlier lists come and go).
    await expect
      .poll(() =>
        hits.evaluateAll((links) =>
          links.map((link) => link.getAttribute('href') ?? ''),
        ),
      )
      .toContainEqual(expect.stringMatching(target));
    // Select the API page's hit with the keyboard.
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
    let href = '';
    for (let step = 0; step < 20; step++) {
      href = (await selected.getAttribute('href')) ?? '';
      if (target.test(href)) break;
      await page.keyboard.press('ArrowDown');
    }
    expect(href).toMatch(target);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await expect(page.locator('h1')).toHaveText('interpolateColors()');
    expect(
      await page.evaluate(
        () => (window as unknown as {marker?: string}).marker,
      ),
    ).toBe('same document');

    // Recent searches survive a reload.
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await openSearch(page);
    await expect(page.locator('.DocSearch-Hit-source')).toContainText([
      'Recent',
    ]);
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      href,
    );
  });

  test('"See all N results" leads to the search page with the query', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation');
    await openSearch(page);
    await page.keyboard.type('spring');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=spring$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('says so when nothing matches, with a way to report it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation');
    await openSearch(page);
    await page.keyboard.type('qwzxvbq');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "qwzxvbq"');
    await expect(screen).toContainText(
      'Believe this query should return results?',
    );
    await expect(
      page.getByRole('link', {name: 'Let us know.'}),
    ).toHaveAttribute('href', /\/issues\/new\?title=/);
  });
});

test.describe('Search failure', () => {
  test.use({
    expectedConsoleError:
      /pagefind|Failed to load resource|Failed to fetch|Unreachable hosts/,
  });

  test('the modal and the page say the index could not be fetched', async ({
    page,
  }) => {
    await page.route('**/pagefind/**', (route) => route.abort('failed'));
    await gotoHydrated(page, '/docs/installation');
    await openSearch(page);
    await page.keyboard.type('player');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(
      page.getByText('You might want to check your network connection.'),
    ).toBeVisible();

    await gotoHydrated(page, '/search?q=player');
    await expect(page.getByRole('alert')).toContainText(
      'Unable to fetch results',
    );
  });
});

test.describe('Search page', () => {
  test('reads q from the URL, shows results, and updates q while typing', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search?q=renderMedia');
    await expect(page.locator('h1')).toHaveText(
      'Search results for "renderMedia"',
    );
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    const first = page.locator('main article h2 a').first();
    await expect(first).toHaveAttribute('href', /^\/(docs|blog|learn)\//);

    const input = page.getByRole('searchbox', {name: 'Search'});
    await input.fill('spring');
    await expect(page).toHaveURL(/\?q=spring$/);
    await expect(page.locator('h1')).toHaveText('Search results for "spring"');
  });

  test('pages through results by loading more as the visitor scrolls', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search?q=remotion');
    // A word on every page: the first query loads much of the index.
    await expect(page.locator('main article')).toHaveCount(15, {
      timeout: 30_000,
    });
    await page.getByText('Fetching new results...').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('main article').count())
      .toBeGreaterThan(15);
  });

  test('says so when nothing matches', async ({page}) => {
    await gotoHydrated(page, '/search?q=qwzxvbq');
    await expect(page.getByText('No results for "qwzxvbq"')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toBeVisible();
  });

  test('treats the query as text', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const query = '<img src=x onerror=alert(1)>';
    await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(page.locator('h1')).toHaveText(
      `Search results for "${query}"`,
    );
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(
      query,
    );
    // This query finds little, so the client also searches its words one by
    // one; on a loaded CI machine that once took longer than the default wait.
    await expect(
      page.getByText(/documents? found|No results for/).first(),
    ).toBeVisible({timeout: 30_000});
    await expect(
      page.locator('main img[src="x"], .container img[src="x"]'),
    ).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});
