/**
 * First-load page weight of a built site, served by the production server.
 * `npm run bench:weight` weighs the five benchmark pages of the current
 * `build/` without rebuilding (a quick check while working on page weight);
 * `npm run bench` uses the same functions as part of the full benchmark.
 */
import path from 'path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, resolveChromiumPath} from '../../tests/browser';
import {measurePage, type PageWeight} from './pageWeight';
import {startServer} from './server';

/** The five page types of the benchmark. */
export const PAGES = {
  home: '/',
  'docs guide': '/docs/installation',
  'API page': '/docs/interpolate',
  'blog post': '/blog/4-0',
  template: '/templates/hello-world',
} as const;

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Loads each path in a fresh browser context against `buildDir`. */
export async function weigh(
  buildDir: string,
  paths: readonly string[],
): Promise<PageWeight[]> {
  const server = await startServer(buildDir);
  const browser = await chromium.launch({
    executablePath: resolveChromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const weights: PageWeight[] = [];
    for (const pagePath of paths) {
      weights.push(await measurePage(browser, server.url, pagePath));
    }
    return weights;
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Prints one row per page: KB on the wire per kind, and requests. */
export function printWeights(weights: readonly PageWeight[]): void {
  console.table(
    Object.fromEntries(
      weights.map((w) => [
        w.path,
        {
          JS: kb(w.bytes.js),
          CSS: kb(w.bytes.css),
          HTML: kb(w.bytes.html),
          fonts: kb(w.bytes.font),
          images: kb(w.bytes.image),
          other: kb(w.bytes.other),
          requests: w.requests,
        },
      ]),
    ),
  );
}

if (require.main === module) {
  const buildDir = path.resolve(__dirname, '../../build');
  weigh(buildDir, Object.values(PAGES))
    .then((weights) => {
      console.log('First load, KB on the wire (gzip)');
      printWeights(weights);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
