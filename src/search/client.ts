/**
 * An Algolia-compatible search client answered by the built-in Pagefind
 * index. It implements the multi-query `search()` method in both request
 * shapes the theme uses:
 * - DocSearch (the modal): `search({requests: [{indexName, query, ...params}]})`
 * - algoliasearch-helper (the /search page): `search([{indexName, params}])`
 *
 * When the index cannot be loaded it throws an error named `RetryError`,
 * like the hosted client when no host answers, so the modal shows its
 * "Unable to fetch results" screen rather than "No results".
 */
import {pageHits} from './hits';
import type {
  DocSearchHit,
  Pagefind,
  PagefindFilter,
  PagefindResult,
} from './types';

type Params = {
  readonly query?: string;
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly facetFilters?: unknown;
};

type Request = Params & {readonly indexName: string; readonly params?: Params};

export type SearchResponse = {
  readonly hits: DocSearchHit[];
  readonly nbHits: number;
  readonly nbPages: number;
  readonly page: number;
  readonly hitsPerPage: number;
  readonly query: string;
  readonly params: string;
  readonly index: string;
  readonly exhaustiveNbHits: true;
  readonly processingTimeMS: number;
};

export type BuiltinSearchClient = {
  readonly search: (
    requests: readonly Request[] | {readonly requests: readonly Request[]},
  ) => Promise<{results: SearchResponse[]}>;
  readonly addAlgoliaAgent: (segment: string, version?: string) => void;
  readonly clearCache: () => Promise<void>;
  /** Starts loading the index (on hover or focus of the search button). */
  readonly preload: () => void;
};

/** The error the hosted client throws when no host answers. */
export class RetryError extends Error {
  constructor(cause: unknown) {
    super(
      `Unreachable hosts: the search index could not be loaded (${String(
        cause instanceof Error ? cause.message : cause,
      )})`,
    );
    this.name = 'RetryError';
  }
}

/** Sections shown per page in the modal. */
const SECTIONS_PER_PAGE = 3;

/** Pages whose sections the modal shows (about as many hits as fit). */
export const MODAL_PAGES = 5;

/**
 * Algolia facet filters (`['a:b', ['c:d', 'c:e']]`: the outer list is AND,
 * inner lists are OR) as a Pagefind filter. `attr:-value` negates.
 */
export function toPagefindFilter(
  facetFilters: unknown,
): PagefindFilter | undefined {
  const list = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  if (!Array.isArray(list) || list.length === 0) {
    return undefined;
  }
  const one = (filter: unknown): PagefindFilter => {
    if (typeof filter !== 'string' || !filter.includes(':')) {
      throw new Error(`Unsupported facet filter: ${JSON.stringify(filter)}`);
    }
    const index = filter.indexOf(':');
    const key = filter.slice(0, index);
    const value = filter.slice(index + 1);
    if (value.startsWith('-')) {
      return {not: {[key]: value.slice(1)}} as unknown as PagefindFilter;
    }
    return {[key]: value};
  };
  return {
    all: list.map((entry) =>
      Array.isArray(entry) ? {any: entry.map(one)} : one(entry),
    ),
  };
}

function normalise(
  input: readonly Request[] | {readonly requests: readonly Request[]},
): {indexName: string; params: Params}[] {
  const requests = Array.isArray(input)
    ? input
    : (input as {requests: readonly Request[]}).requests;
  return requests.map(({indexName, params, ...rest}) => ({
    indexName,
    params: {...rest, ...params},
  }));
}

export function createBuiltinSearchClient(options: {
  readonly loadPagefind: () => Promise<Pagefind>;
  /** Origin for the absolute hit URLs the theme expects. */
  readonly origin: () => string;
  /** Pages of results whose sections the modal shows. */
  readonly modalPages?: number;
}): BuiltinSearchClient {
  let pagefind: Promise<Pagefind> | null = null;
  const load = () => {
    pagefind ??= options.loadPagefind().catch((error: unknown) => {
      pagefind = null;
      throw error;
    });
    return pagefind;
  };

  /**
   * `pages`: one hit per page, paginated (the /search page).
   * `sections`: the best sections of the best pages (the modal).
   */
  async function run(
    indexName: string,
    params: Params,
    mode: 'pages' | 'sections',
  ): Promise<SearchResponse> {
    const started = Date.now();
    const query = (params.query ?? '').trim();
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const filters = toPagefindFilter(params.facetFilters);
    const base = {
      page,
      hitsPerPage,
      query,
      params: new URLSearchParams({query}).toString(),
      index: indexName,
      exhaustiveNbHits: true as const,
    };
    if (query === '') {
      return {...base, hits: [], nbHits: 0, nbPages: 0, processingTimeMS: 0};
    }
    let results: readonly PagefindResult[];
    let hits: DocSearchHit[];
    try {
      const engine = await load();
      const found =
        (await engine.search(query, filters ? {filters} : {}))?.results ?? [];
      // Pagefind also returns pages that match none of the words (loose
      // matches on metadata); a hit must contain what was searched for.
      results = found.filter((result) => result.words.length > 0);
      const perPage = mode === 'pages' ? 1 : SECTIONS_PER_PAGE;
      const slice =
        mode === 'pages'
          ? results.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
          : results.slice(0, options.modalPages ?? MODAL_PAGES);
      const data = await Promise.all(slice.map((result) => result.data()));
      hits = data
        .flatMap((entry) => pageHits(entry, query, options.origin(), perPage))
        .slice(0, hitsPerPage);
    } catch (error) {
      throw error instanceof RetryError ? error : new RetryError(error);
    }
    return {
      ...base,
      hits,
      nbHits: results.length,
      nbPages: Math.ceil(results.length / hitsPerPage),
      processingTimeMS: Date.now() - started,
    };
  }

  return {
    async search(input) {
      const mode = Array.isArray(input) ? 'pages' : 'sections';
      return {
        results: await Promise.all(
          normalise(input).map(({indexName, params}) =>
            run(indexName, params, mode),
          ),
        ),
      };
    },
    addAlgoliaAgent() {
      // Analytics agents are a hosted-service concept.
    },
    async clearCache() {
      pagefind = null;
    },
    preload() {
      load().catch(() => {
        // Reported by the next search, which retries.
      });
    },
  };
}
