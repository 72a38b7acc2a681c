/**
 * The built-in backend as the theme sees it: one client per page load,
 * loading Pagefind's browser bundle from the build on first use.
 */
import type {CatalogueFile, Vocabulary} from '@site/src/lib/search/catalogue';
import {createBuiltinSearchClient, type BuiltinSearchClient} from './client';
import {RetryError, SearchResponseError} from './errors';
import type {Pagefind} from './types';

export const PAGEFIND_BUNDLE = '/pagefind/pagefind.js';
/** Written beside the index by the build (`plugins/search-index`). */
export const CATALOGUE_URL = '/pagefind/catalogue.json';
export const VOCABULARY_URL = '/pagefind/vocabulary.json';

async function fetchJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new RetryError(error);
  }
  if (!response.ok) {
    throw new RetryError(new Error(`${url} answered ${response.status}`));
  }
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new SearchResponseError(error);
  }
}

async function loadPagefind(): Promise<Pagefind> {
  const url = PAGEFIND_BUNDLE;
  let pagefind: Pagefind;
  try {
    // A file of the build, not a module of the bundle: keep Rspack out of it.
    pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
  } catch (error) {
    throw new RetryError(error);
  }
  try {
    // In this page's thread, not Pagefind's web worker: every search and
    // every page of results is then a call instead of a message both ways.
    // On the bench machine that took a fifth off the median and a third off
    // the p95 of a pasted query (`npm run bench:search`).
    await pagefind.options({excerptLength: 24, noWorker: true});
    await pagefind.init();
  } catch (error) {
    throw new SearchResponseError(error);
  }
  return pagefind;
}

let client: BuiltinSearchClient | null = null;

export function builtinSearchClient(): BuiltinSearchClient {
  client ??= createBuiltinSearchClient({
    loadPagefind,
    loadCatalogue: () => fetchJson<CatalogueFile>(CATALOGUE_URL),
    loadVocabulary: () => fetchJson<Vocabulary>(VOCABULARY_URL),
    origin: () => window.location.origin,
  });
  return client;
}
