/**
 * The site's built-in search client (`src/search/builtin.ts`), bundled on
 * the fly so a benchmark can run it in a page of the production build and
 * measure what the modal does for a query: plan, search, rank and load the
 * pages it shows. The page must be opened with `bypassCSP`, since the
 * bundle is added as an inline script.
 */
import {buildSync} from 'esbuild';
import type {Page} from '@playwright/test';
import {SITE_DIR} from './paths';

export async function installSearchClient(page: Page): Promise<void> {
  const {outputFiles} = buildSync({
    stdin: {
      contents: `import {builtinSearchClient} from './src/search/builtin';
        window.__searchClient = builtinSearchClient();`,
      resolveDir: SITE_DIR,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    alias: {'@site': SITE_DIR},
    logLevel: 'error',
  });
  await page.addScriptTag({content: outputFiles[0]!.text});
}

/**
 * Milliseconds between keystrokes of a developer typing a search (about
 * 80 words a minute).
 */
export const KEYSTROKE_MS = 150;

/**
 * Sends `query` to the installed client as the modal does and returns the
 * milliseconds from the last keystroke until its results were ready, the
 * wait the visitor sees. Typed: one search per keystroke, each sent without
 * waiting for the one before. Not typed: the whole query at once, as when
 * it is pasted.
 */
function timeQuery(page: Page, query: string, typed: boolean): Promise<number> {
  return page.evaluate(
    async ({q, interval, keystrokes}) => {
      const client = (
        window as unknown as {
          __searchClient: {
            search: (input: {
              requests: {indexName: string; query: string}[];
            }) => Promise<unknown>;
          };
        }
      ).__searchClient;
      // No named functions in here: the script runner would wrap them in a
      // helper that the page does not have.
      const earlier: Promise<unknown>[] = [];
      for (let length = 1; keystrokes && length < q.length; length++) {
        earlier.push(
          client.search({
            requests: [{indexName: 'builtin', query: q.slice(0, length)}],
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, interval));
      }
      const started = performance.now();
      await client.search({requests: [{indexName: 'builtin', query: q}]});
      const elapsed = performance.now() - started;
      await Promise.all(earlier);
      return elapsed;
    },
    {q: query, interval: KEYSTROKE_MS, keystrokes: typed},
  );
}

/** A query typed into the modal, keystroke by keystroke. */
export function typedQuery(page: Page, query: string): Promise<number> {
  return timeQuery(page, query, true);
}

/** A whole query sent at once (pasted). */
export function modalQuery(page: Page, query: string): Promise<number> {
  return timeQuery(page, query, false);
}
