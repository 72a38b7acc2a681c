/**
 * What the always-loaded search button needs of the built-in backend: a
 * client with the same methods whose code (the Pagefind adapter) is only
 * downloaded when the visitor hovers, focuses or opens search.
 */
import {BUILTIN_SEARCH} from '@site/src/config/search';
import type {BuiltinSearchClient} from './client';

/** True when the theme config marks the built-in index. */
export function isBuiltinSearch(config: {readonly appId: string}): boolean {
  return config.appId === BUILTIN_SEARCH.appId;
}

let loading: Promise<BuiltinSearchClient> | null = null;

function load(): Promise<BuiltinSearchClient> {
  loading ??= import('./builtin').then((module) =>
    module.builtinSearchClient(),
  );
  return loading;
}

export const lazyBuiltinSearchClient: BuiltinSearchClient = {
  search: (input) => load().then((client) => client.search(input)),
  addAlgoliaAgent: () => {},
  clearCache: () => load().then((client) => client.clearCache()),
  preload: () => {
    load()
      .then((client) => client.preload())
      .catch(() => {
        // Reported by the next search.
      });
  },
};

/**
 * The client the DocSearch modal queries: the one DocSearch created for the
 * hosted index, or the built-in one.
 */
export function modalSearchClient<T>(
  config: {readonly appId: string},
  hostedClient: T,
): T | BuiltinSearchClient {
  return isBuiltinSearch(config) ? lazyBuiltinSearchClient : hostedClient;
}
