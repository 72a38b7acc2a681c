import {test as base, expect, type Page} from '@playwright/test';

/** True for URLs served by the site under test. */
export function isSameOrigin(url: string, baseURL: string): boolean {
  try {
    return new URL(url).origin === new URL(baseURL).origin;
  } catch {
    return false;
  }
}

type Fixtures = {
  /** Console errors that a test provokes on purpose (fault injection). */
  expectedConsoleError: RegExp | undefined;
  /** Console errors seen during the test (checked after each test). */
  consoleErrors: string[];
};

/**
 * Every browser test: requests to other hosts are blocked (there is no
 * network on our machines, and the site must not depend on it), and any
 * console error from the site's own code fails the test.
 */
export const test = base.extend<Fixtures>({
  expectedConsoleError: [undefined, {option: true}],
  consoleErrors: [
    async ({page, baseURL, expectedConsoleError}, use) => {
      const errors: string[] = [];
      await page.route(
        (url) => !isSameOrigin(url.toString(), baseURL!),
        (route) => route.abort('blockedbyclient'),
      );
      page.on('console', (message) => {
        if (message.type() !== 'error') {
          return;
        }
        const source = message.location().url;
        // A blocked third-party request is logged by the browser, not by us.
        if (
          message.text().startsWith('Failed to load resource') &&
          source &&
          !isSameOrigin(source, baseURL!)
        ) {
          return;
        }
        errors.push(`${message.text()} (${source || 'unknown source'})`);
      });
      page.on('pageerror', (error) =>
        errors.push(`Uncaught: ${error.message}`),
      );
      await use(errors);
      const unexpected = errors.filter(
        (error) => !expectedConsoleError?.test(error),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Loads a page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Opens the search modal with a click and waits until it takes input. */
export async function openSearch(page: Page): Promise<void> {
  await page
    .getByRole('button', {name: /search/i})
    .first()
    .click();
  await expect(page.getByPlaceholder('Search docs')).toBeFocused();
}
