/**
 * The site's built-in search client (`src/search/builtin.ts`), bundled on
 * the fly so a benchmark can run it in a page of the production build and
 * measure what the modal does for a query: plan, search, rank and load the
 * pages it shows. The page must be opened with `bypassCSP`, since the
 * bundle is added as an inline script.
 */
import path from 'path';
import {buildSync} from 'esbuild';
import type {Page} from '@playwright/test';

const SITE_DIR = path.resolve(__dirname, '../..');

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

/** Runs one modal query through the installed client; returns milliseconds. */
export function modalQuery(page: Page, query: string): Promise<number> {
  return page.evaluate(async (q) => {
    const client = (
      window as unknown as {
        __searchClient: {
          search: (input: {
            requests: {indexName: string; query: string}[];
          }) => Promise<unknown>;
        };
      }
    ).__searchClient;
    const started = performance.now();
    await client.search({requests: [{indexName: 'builtin', query: q}]});
    return performance.now() - started;
  }, query);
}
