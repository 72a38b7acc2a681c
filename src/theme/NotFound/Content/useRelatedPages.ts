import {useEffect, useState} from 'react';
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import {isBuiltinSearch} from '@site/src/search/lazy';
import type {DocSearchHit} from '@site/src/search/types';

export type RelatedPage = {
  readonly url: string;
  readonly title: string;
  /** The part of the site the page belongs to (Docs, Blog, Templates, …). */
  readonly section: string;
};

export type RelatedPages =
  | {readonly status: 'idle' | 'loading' | 'failed'}
  | {readonly status: 'done'; readonly pages: readonly RelatedPage[]};

const MAX_PAGES = 5;
/**
 * Hits to ask for: the built-in index answers with one hit per page, and
 * each hit downloads its page's excerpt, so no more than are shown; a hosted
 * DocSearch index answers with one hit per section, several per page.
 */
const hitsFor = (config: {readonly appId: string}): number =>
  isBuiltinSearch(config) ? MAX_PAGES : 4 * MAX_PAGES;

/** Each page once, at its address without a section anchor. */
export function distinctPages(
  hits: readonly DocSearchHit[],
  toPath: (url: string) => string,
): RelatedPage[] {
  const pages = new Map<string, RelatedPage>();
  for (const hit of hits) {
    const url = toPath(hit.url_without_anchor ?? hit.url.split('#')[0]);
    const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0;
    if (title && !pages.has(url)) {
      pages.set(url, {url, title, section: hit.hierarchy.lvl0 ?? ''});
    }
  }
  return [...pages.values()].slice(0, MAX_PAGES);
}

/**
 * The pages the site's search finds for `terms`, with the same backend as
 * the search page (the built-in index or the hosted one). Its code and the
 * index are downloaded only when a not-found page asks.
 */
export function useRelatedPages(terms: string): RelatedPages {
  const {algolia} = useAlgoliaThemeConfig();
  const toPath = useSearchResultUrlProcessor();
  const [state, setState] = useState<RelatedPages>({status: 'idle'});

  useEffect(() => {
    if (terms === '') {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState({status: 'loading'});
    const {appId, apiKey, indexName} = algolia;
    const facetFilters = (
      algolia.searchParameters as {facetFilters?: unknown} | undefined
    )?.facetFilters;
    import('@site/src/search/pageClient')
      .then(({searchPages}) =>
        searchPages({appId, apiKey}, indexName, {
          query: terms,
          hitsPerPage: hitsFor(algolia),
          facetFilters,
        }),
      )
      .then((hits) => {
        if (current) {
          setState({status: 'done', pages: distinctPages(hits, toPath)});
        }
      })
      .catch(() => {
        if (current) {
          setState({status: 'failed'});
        }
      });
    return () => {
      current = false;
    };
  }, [terms, algolia, toPath]);

  return state;
}
