/**
 * The built-in backend as the theme sees it: one client per page load,
 * loading Pagefind's browser bundle from the build on first use.
 */
import {createBuiltinSearchClient, type BuiltinSearchClient} from './client';
import type {Pagefind} from './types';

export const PAGEFIND_BUNDLE = '/pagefind/pagefind.js';

async function loadPagefind(): Promise<Pagefind> {
  const url = PAGEFIND_BUNDLE;
  // A file of the build, not a module of the bundle: keep Rspack out of it.
  const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
  await pagefind.options({excerptLength: 24});
  await pagefind.init();
  return pagefind;
}

let client: BuiltinSearchClient | null = null;

export function builtinSearchClient(): BuiltinSearchClient {
  client ??= createBuiltinSearchClient({
    loadPagefind,
    origin: () => window.location.origin,
  });
  return client;
}
