/**
 * First-load weight of a page in Chromium: bytes on the wire (gzip where
 * the server compresses, headers excluded) per kind of resource, and the
 * number of requests, including the prefetches the page triggers by itself
 * (Docusaurus prefetches the routes of links in the viewport).
 */
import type {Browser} from '@playwright/test';

export type Kind = 'js' | 'css' | 'html' | 'font' | 'image' | 'other';

export type PageWeight = {
  readonly path: string;
  readonly bytes: Readonly<Record<Kind, number>>;
  readonly requests: number;
};

function kindOf(resourceType: string, url: string): Kind {
  if (resourceType === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (resourceType === 'stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  if (resourceType === 'document') return 'html';
  if (resourceType === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(url))
    return 'font';
  if (
    resourceType === 'image' ||
    /\.(svg|png|jpe?g|webp|avif|gif|ico)(\?|$)/.test(url)
  ) {
    return 'image';
  }
  return 'other';
}

/** Loads `path` in a fresh context (empty cache) and adds up what came. */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  path: string,
  /** Time to let prefetches and idle-time work finish after load. */
  settleMs = 3000,
): Promise<PageWeight> {
  const context = await browser.newContext({
    viewport: {width: 1280, height: 800},
  });
  const page = await context.newPage();
  // Nothing may leave the machine: other hosts are blocked, as in the tests.
  const origin = new URL(baseUrl).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  );
  // A prefetched file that the page then loads is requested twice but
  // downloaded once (assets are cached as immutable): count each URL once.
  const seen = new Set<string>();
  const bytes: Record<Kind, number> = {
    js: 0,
    css: 0,
    html: 0,
    font: 0,
    image: 0,
    other: 0,
  };
  let requests = 0;
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (seen.has(request.url())) {
      return;
    }
    seen.add(request.url());
    requests += 1;
    pending.push(
      request.sizes().then((sizes) => {
        bytes[kindOf(request.resourceType(), request.url())] +=
          sizes.responseBodySize;
      }),
    );
  });
  await page.goto(`${baseUrl}${path}`, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(settleMs);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return {path, bytes, requests};
}
