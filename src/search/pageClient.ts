/**
 * The client of the /search page: the built-in one, or the hosted Algolia
 * client when a hosted index is configured. Loaded with the search page
 * only, so the hosted client's code never reaches other pages.
 */
import {liteClient} from 'algoliasearch/lite';
import {builtinSearchClient} from './builtin';
import {isBuiltinSearch} from './lazy';

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
