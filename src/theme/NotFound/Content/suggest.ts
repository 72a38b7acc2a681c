/**
 * What the not-found page proposes for an address that has no page: the
 * pages whose address is nearly the one asked for, and the words to search
 * for. Pure functions over the sitemap's text and the search hits, so they
 * are tested without a browser.
 */
import {editDistance} from '@site/src/lib/editDistance';
import type {DocSearchHit} from '@site/src/search/types';

/**
 * The page addresses a sitemap lists. The sitemap is the one complete list
 * of pages the browser can get: the route list it holds at run time has
 * only the routes of the pages visited so far (see `plugins/route-tables`).
 */
export function sitemapAddresses(xml: string): string[] {
  const addresses = new Set<string>();
  for (const [, loc] of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    try {
      addresses.add(new URL(loc!.replace(/&amp;/g, '&')).pathname);
    } catch {
      // Not an absolute address: not one of the sitemap's pages.
    }
  }
  return [...addresses];
}

/**
 * Characters a link picks up when it is copied out of prose or a chat
 * message: a closing bracket, a full stop, a quote.
 */
const TRAILING_PROSE = /[)\].,;:!?'"`>*]+$/;

/**
 * An address as the site spells its pages: lower case, without a trailing
 * slash, `.html` or `/index`, and without what pasting from prose adds.
 */
export function tidyAddress(pathname: string): string {
  let address = pathname;
  try {
    address = decodeURIComponent(address);
  } catch {
    // A malformed escape: compare the address as it came.
  }
  address = address
    .trim()
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(TRAILING_PROSE, '')
    .replace(/(\/index)?\.(html?|mdx?)$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return address === '' ? '/' : address;
}

const lastSegment = (address: string): string =>
  address.slice(address.lastIndexOf('/') + 1);

/** The words of a segment run together: `render-media` → `rendermedia`. */
const squashed = (segment: string): string => segment.replace(/[-_.]/g, '');

/** Typing mistakes forgiven: one in a short address, at most three. */
const allowedEdits = (address: string): number =>
  Math.min(3, Math.max(1, Math.floor(address.length / 8)));

/**
 * The pages whose address is nearly the one requested, closest first: the
 * same address in other spelling (case, a trailing `).`, `.html`), one with
 * a typing mistake or two, or one whose last segment has the same letters
 * with or without hyphens (`/docs/rendermedia` → `/docs/renderer/render-media`).
 */
export function nearbyAddresses(
  requested: string,
  addresses: readonly string[],
  limit = 3,
): string[] {
  const wanted = tidyAddress(requested);
  if (wanted === '/') {
    return [];
  }
  const wantedSegment = squashed(lastSegment(wanted));
  const maxEdits = allowedEdits(wanted);
  const scored: {address: string; distance: number}[] = [];
  for (const address of addresses) {
    const candidate = tidyAddress(address);
    if (candidate === '/') {
      continue;
    }
    let distance = editDistance(wanted, candidate, maxEdits);
    if (
      distance > maxEdits &&
      wantedSegment.length >= 4 &&
      squashed(lastSegment(candidate)) === wantedSegment
    ) {
      distance = maxEdits;
    }
    if (distance <= maxEdits) {
      scored.push({address, distance});
    }
  }
  return scored
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        a.address.length - b.address.length ||
        a.address.localeCompare(b.address),
    )
    .slice(0, limit)
    .map(({address}) => address);
}

/** Address segments that name a part of the site, not a subject. */
const NOT_SUBJECTS = new Set(['docs', 'api', 'blog', 'learn', 'page', 'tags']);

/** At most this many words go to the search, the last ones of the address. */
const MAX_WORDS = 6;

/**
 * The subject an address names, as words to search for:
 * `/docs/player/custom-controls` → `player custom controls`.
 */
export function searchTermsOf(pathname: string): string {
  const words = tidyAddress(pathname)
    .split('/')
    .filter((segment) => segment !== '' && !NOT_SUBJECTS.has(segment))
    .flatMap((segment) => segment.split(/[-_.+\s]+/))
    .filter((word) => /[a-z]/.test(word));
  return words.slice(-MAX_WORDS).join(' ');
}

export type RelatedPage = {
  readonly url: string;
  readonly title: string;
  /** The part of the site the page belongs to (Docs, Blog, Templates, …). */
  readonly section: string;
};

/** The not-found page lists at most this many pages from the search. */
export const MAX_RELATED_PAGES = 5;

/**
 * Search hits as pages, each once, at its address without a section anchor
 * (a hosted DocSearch index answers with a hit per section), best first.
 */
export function distinctPages(
  hits: readonly DocSearchHit[],
  toPath: (url: string) => string,
): RelatedPage[] {
  const pages = new Map<string, RelatedPage>();
  for (const hit of hits) {
    const url = toPath(hit.url_without_anchor);
    const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0;
    if (title && !pages.has(url)) {
      pages.set(url, {url, title, section: hit.hierarchy.lvl0 ?? ''});
    }
  }
  return [...pages.values()].slice(0, MAX_RELATED_PAGES);
}
