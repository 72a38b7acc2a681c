/**
 * Reads search results the way a visitor sees them: through the DocSearch
 * modal (typing key by key) and through the /search page. Shared by the
 * relevance benchmark (`scripts/bench/search-relevance.ts`) and the browser
 * tests, so both measure the same thing.
 */
import type {Page} from '@playwright/test';

export type ShownResults = {
  /** Page paths in the order shown, each once (anchors dropped). */
  readonly pages: readonly string[];
  /** Hits shown (a page can show several sections). */
  readonly hits: number;
  /** The total the interface states ("See all N results", "N documents found"). */
  readonly total: number | null;
};

/** `/docs/x/#a` and `http://host/docs/x` both become `/docs/x`. */
export function pagePath(href: string): string {
  const url = new URL(href, 'http://localhost');
  const path = url.pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

function uniquePages(hrefs: readonly string[]): string[] {
  return [...new Set(hrefs.map(pagePath))];
}

/**
 * Waits until `read` returns the same value `times` times in a row, and
 * `accept` agrees with it.
 */
async function settled<T>(
  read: () => Promise<T>,
  {
    interval = 150,
    times = 4,
    timeout = 15_000,
    accept = () => true,
  }: {
    interval?: number;
    times?: number;
    timeout?: number;
    accept?: (value: T) => boolean;
  } = {},
): Promise<T> {
  const started = Date.now();
  let last = JSON.stringify(await read());
  let same = 1;
  let value = await read();
  while (Date.now() - started < timeout) {
    await new Promise((resolve) => setTimeout(resolve, interval));
    value = await read();
    const current = JSON.stringify(value);
    same = current === last ? same + 1 : 1;
    last = current;
    if (same >= times && accept(value)) {
      return value;
    }
  }
  throw new Error(`Search results did not settle within ${timeout} ms`);
}

function countIn(text: string | null): number | null {
  const match = text?.replace(/,/g, '').match(/\d+/);
  return match ? Number(match[0]) : null;
}

/**
 * Opens the modal from the navbar button, types `query` as a person types
 * (or pastes it, with `typed: false`) and returns what the modal shows once
 * the results stop changing. Leaves
 * the modal open; `closeModal` closes it.
 */
export async function modalResults(
  page: Page,
  query: string,
  {delay = 25, typed = true}: {delay?: number; typed?: boolean} = {},
): Promise<ShownResults> {
  const input = page.locator('.DocSearch-Input');
  if (!(await input.isVisible())) {
    await page.locator('.DocSearch-Button').first().click();
    await input.waitFor();
  }
  await input.fill('');
  if (typed) {
    await input.pressSequentially(query, {delay});
  } else {
    // At once, as when pasted: one search instead of one per key.
    await input.fill(query);
  }
  // The modal marks itself stalled while a search takes longer than 300 ms;
  // the results are final once they hold still for longer than that.
  return settled(
    async () => {
      const stalled = await page
        .locator('.DocSearch-Container--Stalled')
        .count();
      const hrefs = await page
        .locator('.DocSearch-Hit a')
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute('href') ?? ''),
        );
      const footer = await page
        .locator('.DocSearch-HitsFooter')
        .textContent({timeout: 100})
        .catch(() => null);
      return {
        pages: uniquePages(hrefs),
        hits: hrefs.length,
        total: countIn(footer),
        stalled: stalled > 0,
      };
    },
    {times: 6, accept: (value) => !value.stalled},
  ).then(({pages, hits, total}) => ({pages, hits, total}));
}

export async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Input').waitFor({state: 'hidden'});
}

/** What the /search page lists for `query` (its first page of results). */
export async function searchPageResults(
  page: Page,
  baseUrl: string,
  query: string,
): Promise<ShownResults> {
  await page.goto(`${baseUrl}/search?q=${encodeURIComponent(query)}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // Results, or the no-results message, once the index has answered.
  await page
    .locator('main article h2 a')
    .or(page.getByText(/^No results for/))
    .first()
    .waitFor({timeout: 15_000});
  return settled(async () => {
    const hrefs = await page
      .locator('main article h2 a')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
    const stated = await page
      .locator('main [aria-live="polite"]')
      .first()
      .textContent();
    return {
      pages: uniquePages(hrefs),
      hits: hrefs.length,
      total: countIn(stated),
    };
  });
}

/** 1-based rank of the first page that answers, or null when none is shown. */
export function rankOf(
  pages: readonly string[],
  answers: readonly string[],
): number | null {
  const index = pages.findIndex((path) => answers.includes(path));
  return index === -1 ? null : index + 1;
}
