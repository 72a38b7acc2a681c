import {useEffect, useState} from 'react';
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import {isBuiltinSearch} from '@site/src/search/lazy';
import {MAX_RELATED_PAGES, distinctPages, type RelatedPage} from './suggest';

export type RelatedPages =
  | {readonly status: 'idle' | 'loading' | 'failed'}
  | {readonly status: 'done'; readonly pages: readonly RelatedPage[]};

/**
 * Hits to ask for: the built-in index answers with one hit per page, and
 * each hit downloads its page's excerpt, so no more than are shown; a hosted
 * DocSearch index answers with one hit per section, several per page.
 */
const hitsFor = (config: {readonly appId: string}): number =>
  isBuiltinSearch(config) ? MAX_RELATED_PAGES : 4 * MAX_RELATED_PAGES;

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
