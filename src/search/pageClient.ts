/**
 * The client of the /search page: the built-in one, or the hosted Algolia
 * client when a hosted index is configured. Loaded with the search page
 * only, so the hosted client's code never reaches other pages.
 */
import {liteClient} from 'algoliasearch/lite';
import {builtinSearchClient} from './builtin';
import {isBuiltinSearch} from './lazy';
import type {DocSearchHit} from './types';

export type PageSearchClient =
  ReturnType<typeof builtinSearchClient> | ReturnType<typeof liteClient>;

export function searchPageClient(
  config: {readonly appId: string; readonly apiKey: string},
  /** Options of the hosted client (tests pass a requester). */
  hostedOptions?: Parameters<typeof liteClient>[2],
): PageSearchClient {
  return isBuiltinSearch(config)
    ? builtinSearchClient()
    : liteClient(config.appId, config.apiKey, hostedOptions);
}

/** The array form of `search()`, which both clients take. */
type PageQuery = (
  requests: readonly {
    readonly indexName: string;
    readonly params: {
      readonly query: string;
      readonly hitsPerPage: number;
      readonly facetFilters?: unknown;
    };
  }[],
) => Promise<{readonly results: readonly {readonly hits?: unknown[]}[]}>;

/**
 * The hits of one query asked the way the search page asks (the built-in
 * index answers it with one hit per page).
 */
export async function searchPages(
  config: {readonly appId: string; readonly apiKey: string},
  indexName: string,
  params: {query: string; hitsPerPage: number; facetFilters?: unknown},
): Promise<readonly DocSearchHit[]> {
  const client = searchPageClient(config);
  const search = client.search.bind(client) as unknown as PageQuery;
  const {results} = await search([{indexName, params}]);
  return (results[0]?.hits ?? []) as DocSearchHit[];
}
