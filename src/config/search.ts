/**
 * Search configuration. With `ALGOLIA_APP_ID`, `ALGOLIA_API_KEY` (search-only)
 * and `ALGOLIA_INDEX_NAME` set at build time, the DocSearch modal and the
 * `/search` page query the hosted index. Without them the site uses the
 * built-in index, which is marked by the values below.
 */

export type SearchConfig = {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  readonly contextualSearch: boolean;
  readonly searchPagePath: string;
  readonly placeholder?: string;
  readonly searchParameters: {readonly facetFilters: FacetFilters};
};

/** Algolia facet filters: AND of entries, OR inside a nested list. */
export type FacetFilters = (string | string[])[];

/**
 * Both backends filter by language and docs version tag (the tags of the
 * current docs version and of non-docs pages), instead of contextual search.
 */
export const SEARCH_FACET_FILTERS: FacetFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

export const BUILTIN_SEARCH = {
  appId: 'BUILTIN',
  apiKey: 'builtin-search-only',
  indexName: 'remotion-builtin',
} as const;

export function isHostedSearch(
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  return Boolean(
    env.ALGOLIA_APP_ID && env.ALGOLIA_API_KEY && env.ALGOLIA_INDEX_NAME,
  );
}

export function resolveSearchConfig(
  env: Readonly<Record<string, string | undefined>>,
): SearchConfig {
  const hosted = isHostedSearch(env);
  return {
    appId: hosted ? env.ALGOLIA_APP_ID! : BUILTIN_SEARCH.appId,
    apiKey: hosted ? env.ALGOLIA_API_KEY! : BUILTIN_SEARCH.apiKey,
    indexName: hosted ? env.ALGOLIA_INDEX_NAME! : BUILTIN_SEARCH.indexName,
    contextualSearch: false,
    searchPagePath: 'search',
    searchParameters: {facetFilters: SEARCH_FACET_FILTERS},
  };
}
