/**
 * An Algolia-compatible search client answered by the built-in Pagefind
 * index. It implements the multi-query `search()` method in both request
 * shapes the theme uses:
 * - DocSearch (the modal): `search({requests: [{indexName, query, ...params}]})`
 * - algoliasearch-helper (the /search page): `search([{indexName, params}])`
 *
 * Failures are typed (`./errors`): an index that cannot be downloaded
 * throws `RetryError` (the name the hosted client uses when no host
 * answers), one that cannot be read `SearchResponseError`, and a request it
 * cannot answer `SearchQueryError`; the modal and the search page show a
 * message for each instead of "No results".
 */
import {
  readCatalogue,
  vocabularyOf,
  type CatalogueFile,
  type PageLookup,
  type Vocabulary,
} from '@site/src/lib/search/catalogue';
import {needsMoreWords, planQuery} from '@site/src/lib/search/query';
import {rankPages, type Match} from '@site/src/lib/search/rank';
import {SYNONYMS} from '@site/src/lib/search/synonyms';
import {
  RetryError,
  SearchError,
  SearchQueryError,
  SearchResponseError,
} from './errors';
import {pageHits} from './hits';
import type {
  DocSearchHit,
  Pagefind,
  PagefindData,
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

/**
 * A loader that failed without saying why could not download its file: the
 * index is unreachable. Typed errors from the loaders pass through.
 */
function asUnreachable(error: unknown): never {
  throw error instanceof SearchError ? error : new RetryError(error);
}

/** Hits shown per page in the modal: the page and its best section. */
const HITS_PER_MODAL_PAGE = 2;

/** Pages the modal shows, best first (about 10 hits in 5 pages). */
export const MODAL_PAGES = 5;
/** Hits the modal shows at least, when the index found enough. */
const MIN_MODAL_HITS = 8;

/**
 * Below this many pages for the whole query, each word is also searched on
 * its own, so a pasted error message with a value in it (`28000ms`) or a
 * question in a visitor's words still finds the pages that match most of it.
 */
const ENOUGH_PAGES = 10;
/** Words searched on their own at most (the longest, which say most). */
const MAX_WORD_SEARCHES = 6;
/** A pasted message this long is also searched as an exact phrase. */
const MIN_PHRASE_WORDS = 5;

/**
 * A message copied from a terminal or console, not a question typed in the
 * visitor's words: it has code punctuation, an identifier in camel case, a
 * number, or starts as a sentence does.
 */
export function looksPasted(query: string): boolean {
  return (
    /[()<>:`"'/.{}[\]]/.test(query) ||
    /\p{Ll}\p{Lu}/u.test(query) ||
    /\d/.test(query) ||
    /^\p{Lu}\p{Ll}+ \p{Ll}/u.test(query.trim())
  );
}

/** Letters of a word being typed before its part of the index is loaded. */
const MIN_PRELOAD = 2;

/** Shorter phrases tried when a pasted phrase is not found word for word. */
const MAX_PHRASE_TRIES = 3;

/**
 * Phrases to search word for word when a message is pasted: its longest
 * run without numbers (which change from one run to the next: `28000ms`, a
 * file name), then that run without its first word, without its first two
 * (a label quoted inside the message), and without its last word.
 */
export function phrasesOf(query: string): string[] {
  if (
    query.trim().split(/\s+/).length < MIN_PHRASE_WORDS ||
    !looksPasted(query)
  ) {
    return [];
  }
  const longest = query
    .split(/\s*\S*\d\S*\s*/)
    .map((run) => run.replace(/["`]/g, ' ').trim().split(/\s+/))
    .sort((a, b) => b.length - a.length)[0];
  if (!longest || longest.length < MIN_PHRASE_WORDS - 1) {
    return [];
  }
  return [longest, longest.slice(1), longest.slice(2), longest.slice(0, -1)]
    .filter((run) => run.length >= MIN_PHRASE_WORDS - 1)
    .map((run) => run.join(' '))
    .slice(0, 1 + MAX_PHRASE_TRIES);
}

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
      throw new SearchQueryError(
        `Unsupported facet filter: ${JSON.stringify(filter)}`,
      );
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

/** The index and the catalogue of its pages, loaded together. */
type Engine = {
  readonly pagefind: Pagefind;
  readonly pages: PageLookup;
  /** The words of the titles, enough to know most queries. */
  readonly titleWords: Vocabulary;
};

export function createBuiltinSearchClient(options: {
  readonly loadPagefind: () => Promise<Pagefind>;
  readonly loadCatalogue: () => Promise<CatalogueFile>;
  /** The words of titles and headings, loaded to correct an unknown word. */
  readonly loadVocabulary: () => Promise<Vocabulary>;
  /** Origin for the absolute hit URLs the theme expects. */
  readonly origin: () => string;
  /** Pages of results whose sections the modal shows. */
  readonly modalPages?: number;
}): BuiltinSearchClient {
  let engine: Promise<Engine> | null = null;
  const load = () => {
    engine ??= Promise.all([
      options.loadPagefind().catch(asUnreachable),
      options.loadCatalogue().catch(asUnreachable),
    ])
      .then(([pagefind, file]) => {
        let catalogue: ReturnType<typeof readCatalogue>;
        try {
          catalogue = readCatalogue(file);
        } catch (error) {
          throw new SearchResponseError(error);
        }
        const {pages, lookup} = catalogue;
        return {
          pagefind,
          pages: lookup,
          titleWords: vocabularyOf(pages.map(({title}) => [title])),
        };
      })
      .catch((error: unknown) => {
        engine = null;
        throw error;
      });
    return engine;
  };

  let vocabulary: Promise<Vocabulary> | null = null;
  const loadVocabulary = () => {
    vocabulary ??= options.loadVocabulary().catch((error: unknown) => {
      vocabulary = null;
      return asUnreachable(error);
    });
    return vocabulary;
  };

  /** The pages of the index, best first, for what was typed. */
  async function rank(
    loaded: Engine,
    query: string,
    filters: PagefindFilter | undefined,
  ): Promise<{ranked: PagefindResult[]; words: readonly string[]}> {
    const words = needsMoreWords(query, loaded.titleWords, SYNONYMS)
      ? await loadVocabulary()
      : loaded.titleWords;
    const plan = planQuery(query, words, SYNONYMS);
    // The next keystrokes will search the word being typed: load its part
    // of the index now, so that search does not wait for the download.
    if (
      plan.unfinished !== undefined &&
      plan.unfinished.length >= MIN_PRELOAD
    ) {
      loaded.pagefind.preload(plan.unfinished).catch(() => {
        // Only a head start: the search itself reports a failure.
      });
    }
    if (plan.words.length === 0) {
      return {ranked: [], words: []};
    }
    const found = new Map<string, PagefindResult>();
    const search = async (words: readonly string[]): Promise<Match[]> => {
      const response = await loaded.pagefind.search(
        words.join(' '),
        filters ? {filters} : {},
      );
      // Pagefind also returns pages that match none of the words (loose
      // matches on metadata); a hit must contain what was searched for.
      const results = (response?.results ?? []).filter(
        (result) => result.words.length > 0,
      );
      for (const result of results) {
        found.set(result.id, result);
      }
      return results.map(({id, score}) => ({id, score}));
    };
    const [primary, ...variants] = await Promise.all(
      [plan.words, ...plan.variants].map(search),
    );
    // The phrase and its shorter forms at once; the longest one found wins.
    const phraseMatches =
      (
        await Promise.all(
          phrasesOf(query).map((phrase) => search([`"${phrase}"`])),
        )
      ).find((matches) => matches.length > 0) ?? [];
    const pagesFound = new Set(
      [primary!, ...variants].flat().map(({id}) => id),
    );
    const perWord =
      plan.words.length > 1 && pagesFound.size < ENOUGH_PAGES
        ? await Promise.all(
            [...plan.words]
              .sort((a, b) => b.length - a.length)
              .slice(0, MAX_WORD_SEARCHES)
              .map((word) => search([word])),
          )
        : [];
    const ranked = rankPages({
      primary: primary!,
      variants,
      perWord,
      phrase: phraseMatches,
      pages: loaded.pages,
      exact: plan.exact,
      words: plan.words,
      variantWords: plan.variants,
    });
    return {
      ranked: ranked.map(({id}) => found.get(id)!),
      words: plan.words,
    };
  }

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
      const loaded = await load();
      const ranked = await rank(loaded, query, filters);
      results = ranked.ranked;
      // Highlight what was searched for (a corrected word, not the typo).
      const highlighted = [query, ...ranked.words].join(' ');
      const toHits = (entries: readonly PagefindData[]) =>
        entries.flatMap((entry) =>
          pageHits(entry, highlighted, options.origin(), {
            limit: mode === 'pages' ? 1 : HITS_PER_MODAL_PAGE,
            groupByPage: mode === 'sections',
          }),
        );
      if (mode === 'pages') {
        const slice = results.slice(
          page * hitsPerPage,
          (page + 1) * hitsPerPage,
        );
        hits = toHits(await Promise.all(slice.map((result) => result.data())));
      } else {
        const pages = options.modalPages ?? MODAL_PAGES;
        hits = toHits(
          await Promise.all(
            results.slice(0, pages).map((result) => result.data()),
          ),
        );
        // Pages with a single section give a single hit: show more pages
        // until the modal has enough to choose from.
        for (
          let next = pages;
          hits.length < MIN_MODAL_HITS && next < results.length;
          next++
        ) {
          hits = [...hits, ...toHits([await results[next]!.data()])];
        }
      }
      // The modal's footer reads the count from the hits it shows.
      hits = hits.map((hit) => ({...hit, resultCount: results.length}));
    } catch (error) {
      throw error instanceof SearchError
        ? error
        : new SearchResponseError(error);
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
      engine = null;
      vocabulary = null;
    },
    preload() {
      load().catch(() => {
        // Reported by the next search, which retries.
      });
    },
  };
}
