import {expect, gotoHydrated, test} from './fixtures';
import {
  RELEVANCE_QUERIES,
  type QueryKind,
  type RelevanceQuery,
} from '../search-queries';
import {
  closeModal,
  modalResults,
  rankOf,
  searchPageResults,
} from '../search-ui';

/**
 * The answer comes first, through the real modal typed key by key, for
 * representative queries of every kind (the full set is measured by
 * `npm run bench:search-relevance`).
 */

/**
 * Bytes of search data (Pagefind's code and WebAssembly, the catalogue of
 * pages, index chunks and the fragments of the pages shown) a first query
 * may download, as sent (compressed). Response headers are left out: they
 * depend on the host (nginx adds about 1.5 KB of security headers to every
 * response), not on search; `npm run bench:search` reports both.
 */
const SEARCH_FIRST_QUERY_BUDGET = 150 * 1024;

/** Queries per kind checked here: the first ones of each kind in the set. */
const PER_KIND = 2;

const sample: RelevanceQuery[] = Object.values(
  RELEVANCE_QUERIES.reduce<Partial<Record<QueryKind, RelevanceQuery[]>>>(
    (byKind, query) => {
      const list = (byKind[query.kind] ??= []);
      if (list.length < PER_KIND) {
        list.push(query);
      }
      return byKind;
    },
    {},
  ),
).flat();

test.describe('search relevance', () => {
  // Generous: on a two-core machine this runs beside the link crawl.
  test.describe.configure({timeout: 300_000});

  test('the answer is the first hit in the modal', async ({page}) => {
    await gotoHydrated(page, '/docs');
    const misses: string[] = [];
    for (const query of sample) {
      // Pasted rather than typed: the benchmark types every query key by
      // key; here one search per query keeps the test light beside the
      // other browser tests.
      const shown = await modalResults(page, query.query, {typed: false});
      await closeModal(page);
      const rank = rankOf(shown.pages, query.answers);
      if (rank !== 1) {
        misses.push(
          `[${query.kind}] "${query.query}": answer ${rank ? `#${rank}` : 'not shown'}, first: ${shown.pages[0] ?? 'nothing'}`,
        );
      }
    }
    expect(misses).toEqual([]);
  });

  test('the modal shows enough pages in ranked order, and its count is the search page count', async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, '/docs');
    const modal = await modalResults(page, 'render', {typed: false});
    expect(modal.hits).toBeGreaterThanOrEqual(8);
    expect(modal.pages.length).toBeGreaterThanOrEqual(5);
    await closeModal(page);
    const searchPage = await searchPageResults(page, baseURL!, 'render');
    expect(modal.total).not.toBeNull();
    expect(modal.total).toBe(searchPage.total);
    // Both interfaces rank the same way.
    expect(searchPage.pages.slice(0, 5)).toEqual(modal.pages.slice(0, 5));
  });

  test('a misspelled word and a synonym find their page on the search page too', async ({
    page,
    baseURL,
  }) => {
    for (const [query, answer] of [
      ['sequnce', '/docs/sequence'],
      ['subtitles', '/docs/captions'],
    ] as const) {
      const shown = await searchPageResults(page, baseURL!, query);
      expect(shown.pages[0], query).toBe(answer);
    }
  });

  test('the first query downloads at most 150 KB of search data, and nothing before intent', async ({
    page,
  }) => {
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) {
        sizes.push(request.sizes().then((size) => size.responseBodySize));
      }
    });
    await gotoHydrated(page, '/docs');
    await page.waitForLoadState('networkidle');
    expect(sizes).toHaveLength(0);
    // One query, as when a visitor pastes it (typing it key by key also
    // shows, and downloads, the results of its first letters).
    await page.locator('.DocSearch-Button').first().click();
    await page.locator('.DocSearch-Input').fill('player');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      /^\/docs\/player\/player(#|$)/,
    );
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce(
      (sum, size) => sum + size,
      0,
    );
    expect(bytes).toBeGreaterThan(50 * 1024);
    expect(bytes).toBeLessThanOrEqual(SEARCH_FIRST_QUERY_BUDGET);
  });

  test('the search button is named by its visible label', async ({page}) => {
    await gotoHydrated(page, '/docs');
    const button = page.locator('.DocSearch-Button').first();
    await expect(button).toHaveAccessibleName(/^Search docs/);
    await expect(button.locator('.DocSearch-Button-Placeholder')).toHaveText(
      'Search docs',
    );
  });
});
