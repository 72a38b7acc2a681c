/**
 * `npm run bench:search`: how heavy and how fast the built-in search is, on
 * the production build in `build/` (run `npm run build` first; this script
 * builds nothing). Prints a table and writes `bench/results/search.json`.
 *
 * - index size on disk (`build/pagefind/`);
 * - bytes transferred for the first query (Pagefind's code, its WebAssembly,
 *   the catalogue of pages, the index chunks and the fragments of the pages
 *   the modal shows) and for a following query;
 * - median and p95 time per query in Chromium, over 50 realistic queries
 *   run after the first, through the site's own client (typo correction,
 *   synonyms, ranking and loading the shown pages): typed, as the modal
 *   sends them (one search per keystroke; the time counted is the wait
 *   after the last keystroke), and pasted (the whole query at once, in a
 *   fresh page, so no part of the index is loaded ahead).
 */
import fs from 'fs';
import path from 'path';
import {writeResult} from './results';
import {
  installSearchClient,
  KEYSTROKE_MS,
  modalQuery,
  typedQuery,
} from './searchClient';
import {BUILD_DIR} from './paths';
import {runWhenExecuted, withServedBuild} from './server';

/** Queries a developer types into a Remotion docs search. */
export const QUERIES = [
  'player',
  'renderMedia',
  'interpolate',
  'spring',
  'lambda',
  'cloud run',
  'sequence',
  'useCurrentFrame',
  'composition',
  'audio',
  'video',
  'offthreadvideo',
  'captions',
  'transitions',
  'fade',
  'font',
  'google fonts',
  'tailwind',
  'three',
  'lottie',
  'gif',
  'still',
  'thumbnail',
  'webhook',
  'concurrency',
  'codec',
  'h264',
  'prores',
  'transparent',
  'delayRender',
  'staticFile',
  'calculateMetadata',
  'zod',
  'input props',
  'media parser',
  'convertMedia',
  'webcodecs',
  'noise',
  'paths',
  'evolvePath',
  'shapes',
  'motion blur',
  'fitText',
  'license',
  'studio',
  'keyboard shortcuts',
  'ssr',
  'bundle',
  'selectComposition',
  'whisper',
  'recorder',
];

function directorySize(dir: string): number {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return (
      sum + (entry.isDirectory() ? directorySize(full) : fs.statSync(full).size)
    );
  }, 0);
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ]!;
}

async function main(): Promise<void> {
  const indexDir = path.join(BUILD_DIR, 'pagefind');
  if (!fs.existsSync(indexDir)) {
    throw new Error(
      'No build/pagefind/: run `npm run build` (built-in search) first.',
    );
  }
  await withServedBuild(BUILD_DIR, async ({server, browser}) => {
    // Each measure starts in a fresh context, so none inherits the index
    // parts another one loaded.
    const openDocs = async () => {
      const page = await (
        await browser.newContext({bypassCSP: true})
      ).newPage();
      await page.goto(`${server.url}/docs/`);
      await page.waitForLoadState('networkidle');
      return page;
    };
    const page = await openDocs();
    // Response bytes as sent (headers and body), including the requests of
    // any worker of the page.
    let transferred = 0;
    let bodies = 0;
    const pending: Promise<void>[] = [];
    page.context().on('requestfinished', (request) => {
      pending.push(
        request.sizes().then((sizes) => {
          transferred += sizes.responseBodySize + sizes.responseHeadersSize;
          bodies += sizes.responseBodySize;
        }),
      );
    });
    const settle = async () => {
      await Promise.all(pending.splice(0));
    };
    await settle();

    transferred = 0;
    bodies = 0;
    await installSearchClient(page);
    const firstTime = await modalQuery(page, 'player');
    await settle();
    const firstBytes = transferred;
    const firstBodies = bodies;

    transferred = 0;
    await modalQuery(page, 'renderMedia');
    await settle();
    const secondBytes = transferred;

    // Typed, as the modal sends a query: the wait after the last keystroke.
    const typed: number[] = [];
    for (const query of QUERIES.slice(0, 50)) {
      typed.push(await typedQuery(page, query));
    }

    // Whole queries at once, as when a message is pasted: nothing typed
    // before has loaded their part of the index.
    const pastedPage = await openDocs();
    await installSearchClient(pastedPage);
    await modalQuery(pastedPage, 'player');
    await modalQuery(pastedPage, 'renderMedia');
    const pasted: number[] = [];
    for (const query of QUERIES.slice(0, 50)) {
      pasted.push(await modalQuery(pastedPage, query));
    }
    const result = {
      date: new Date().toISOString(),
      indexBytesOnDisk: directorySize(indexDir),
      indexFiles: fs.readdirSync(indexDir, {recursive: true}).length,
      firstQuery: {
        bytes: firstBytes,
        bodyBytes: firstBodies,
        ms: Math.round(firstTime),
      },
      followingQuery: {bytes: secondBytes},
      queries: typed.length,
      keystrokeMs: KEYSTROKE_MS,
      medianMs: Number(percentile(typed, 50).toFixed(1)),
      p95Ms: Number(percentile(typed, 95).toFixed(1)),
      pastedMedianMs: Number(percentile(pasted, 50).toFixed(1)),
      pastedP95Ms: Number(percentile(pasted, 95).toFixed(1)),
    };
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.table({
      'index on disk': kb(result.indexBytesOnDisk),
      'first query, transferred': kb(firstBytes),
      'first query, response bodies': kb(firstBodies),
      'following query, transferred': kb(secondBytes),
      [`typed query, median (${typed.length} queries)`]: `${result.medianMs} ms`,
      'typed query, p95': `${result.p95Ms} ms`,
      'pasted query, median': `${result.pastedMedianMs} ms`,
      'pasted query, p95': `${result.pastedP95Ms} ms`,
    });
    const slowest = (times: readonly number[]) =>
      QUERIES.slice(0, times.length)
        .map((query, index) => ({query, ms: times[index]!}))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5)
        .map(({query, ms}) => `${query} ${ms.toFixed(0)} ms`)
        .join(', ');
    console.log(`Slowest typed: ${slowest(typed)}`);
    console.log(`Slowest pasted: ${slowest(pasted)}`);
    writeResult('search', result);
  });
}

runWhenExecuted(module, main);
