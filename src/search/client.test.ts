import {describe, expect, it, vi} from 'vitest';
import {
  createBuiltinSearchClient,
  MODAL_PAGES,
  toPagefindFilter,
  type BuiltinSearchClient,
} from './client';
import {
  failureOf,
  RetryError,
  SearchQueryError,
  SearchResponseError,
} from './errors';
import type {CatalogueFile} from '@site/src/lib/search/catalogue';
import type {Pagefind, PagefindData} from './types';

type ClientOptions = Parameters<typeof createBuiltinSearchClient>[0];

function page(n: number): PagefindData {
  return {
    url: `/docs/page-${n}`,
    excerpt: `Intro of <mark>player</mark> page ${n}`,
    meta: {title: `Page ${n} <b>`},
    anchors: [
      {element: 'h2', id: 'usage', text: 'Usage', location: 10},
      {element: 'h3', id: 'player-props', text: 'Player props', location: 20},
    ],
    sub_results: [
      {
        title: `Page ${n}`,
        url: `/docs/page-${n}`,
        excerpt: `Intro of <mark>player</mark>`,
      },
      {
        title: 'Player props',
        url: `/docs/page-${n}#player-props`,
        excerpt:
          'The <mark>player</mark> takes <script>alert(1)</script> props',
        anchor: {
          element: 'h3',
          id: 'player-props',
          text: 'Player props',
          location: 20,
        },
      },
    ],
  };
}

function fakePagefind(count: number) {
  const search = vi.fn(async () => ({
    results: Array.from({length: count}, (_, i) => ({
      id: String(i),
      score: 1 - i / 100,
      words: [i],
      data: async () => page(i),
    })),
  }));
  const pagefind: Pagefind = {
    options: async () => {},
    init: async () => {},
    search,
    preload: async () => {},
  };
  return {pagefind, search};
}

const origin = () => 'http://localhost:3100';

/** Pages 0..n of the fake index, all docs, and a small vocabulary. */
function fakeCatalogue(count = 40): CatalogueFile {
  return {
    prefix: '',
    idLength: 2,
    pages: Array.from({length: count}, (_, i) => [
      String(i),
      `Page ${i} <b>`,
      'd',
    ]),
  };
}
const loadCatalogue = async () => fakeCatalogue();
const loadVocabulary = async () => ({player: 3, page: 40, sequence: 2});

/** A client on the fake catalogue and vocabulary, with these parts replaced. */
function clientWith(
  options: Pick<ClientOptions, 'loadPagefind'> & Partial<ClientOptions>,
) {
  return createBuiltinSearchClient({
    loadCatalogue,
    loadVocabulary,
    origin,
    ...options,
  });
}

/** A search in the request shape of the DocSearch modal. */
function modalSearch(client: BuiltinSearchClient, query: string) {
  return client.search({requests: [{indexName: 'i', query}]});
}

describe('toPagefindFilter', () => {
  it('maps AND of entries and OR of nested lists', () => {
    expect(
      toPagefindFilter([
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ]),
    ).toEqual({
      all: [
        {language: 'en'},
        {
          any: [
            {docusaurus_tag: 'default'},
            {docusaurus_tag: 'docs-default-current'},
          ],
        },
      ],
    });
    expect(toPagefindFilter('language:en')).toEqual({all: [{language: 'en'}]});
    expect(toPagefindFilter(undefined)).toBeUndefined();
    expect(toPagefindFilter([])).toBeUndefined();
  });

  it('rejects filters it does not understand', () => {
    expect(() => toPagefindFilter([42])).toThrow('Unsupported facet filter');
  });
});

describe('createBuiltinSearchClient', () => {
  it('answers the DocSearch request shape with sections of the best pages', async () => {
    const {pagefind, search} = fakePagefind(12);
    const client = clientWith({loadPagefind: async () => pagefind});
    const {results} = await client.search({
      requests: [
        {
          indexName: 'remotion-builtin',
          query: 'player',
          hitsPerPage: 20,
          facetFilters: ['language:en'],
        },
      ],
    });
    expect(search).toHaveBeenCalledWith('player', {
      filters: {all: [{language: 'en'}]},
    });
    const [result] = results;
    expect(result!.nbHits).toBe(12);
    // The page and its best section for each of the best MODAL_PAGES.
    expect(result!.hits).toHaveLength(MODAL_PAGES * 2);
    expect(result!.hits.every((each) => each.resultCount === 12)).toBe(true);
    const hit = result!.hits[0]!;
    // The section whose heading matches ranks first within its page.
    expect(hit).toMatchObject({
      url: 'http://localhost:3100/docs/page-0#player-props',
      url_without_anchor: 'http://localhost:3100/docs/page-0',
      anchor: 'player-props',
      type: 'content',
      hierarchy: {
        // One group per page keeps the modal in ranked order.
        lvl0: 'Docs › Page 0 <b>',
        lvl1: 'Page 0 <b>',
        lvl2: 'Usage',
        lvl3: 'Player props',
      },
    });
    expect(new Set(result!.hits.map((each) => each.hierarchy.lvl0)).size).toBe(
      MODAL_PAGES,
    );
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual([
      'lvl0',
      'lvl1',
      'lvl2',
      'lvl3',
    ]);
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('Page 0 &lt;b&gt;');
    expect(hit._highlightResult.hierarchy.lvl3).toEqual({
      value: '<mark>Player</mark> props',
      matchLevel: 'full',
      matchedWords: ['player'],
    });
    expect(hit._snippetResult.content!.value).toBe(
      'The <mark>player</mark> takes &lt;script&gt;alert(1)&lt;/script&gt; props',
    );
  });

  it('answers the algoliasearch-helper shape with one hit per page, paginated', async () => {
    const {pagefind} = fakePagefind(40);
    const client = clientWith({loadPagefind: async () => pagefind});
    const {results} = await client.search([
      {
        indexName: 'remotion-builtin',
        params: {query: 'player', hitsPerPage: 15, page: 2},
      },
    ]);
    expect(results[0]).toMatchObject({
      nbHits: 40,
      nbPages: 3,
      page: 2,
      hitsPerPage: 15,
      query: 'player',
    });
    expect(results[0]!.hits.map((hit) => hit.url_without_anchor)).toEqual(
      Array.from(
        {length: 10},
        (_, i) => `http://localhost:3100/docs/page-${30 + i}`,
      ),
    );
  });

  it('returns an empty result for an empty query without loading the index', async () => {
    const loadPagefind = vi.fn(async () => fakePagefind(1).pagefind);
    const client = clientWith({loadPagefind});
    const {results} = await modalSearch(client, '  ');
    expect(results[0]).toMatchObject({hits: [], nbHits: 0, nbPages: 0});
    expect(loadPagefind).not.toHaveBeenCalled();
  });

  it('returns no hits when nothing matches, ignoring loose matches without words', async () => {
    const {pagefind, search} = fakePagefind(0);
    search.mockResolvedValueOnce({
      results: [{id: 'x', score: 1, words: [], data: async () => page(0)}],
    });
    const client = clientWith({loadPagefind: async () => pagefind});
    const {results} = await modalSearch(client, 'zzzz');
    expect(results[0]).toMatchObject({hits: [], nbHits: 0});
  });

  it('fails like the hosted client when the index cannot be loaded, and retries later', async () => {
    const {pagefind} = fakePagefind(1);
    const loadPagefind = vi
      .fn<() => Promise<Pagefind>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(pagefind);
    const client = clientWith({loadPagefind});
    const failure = modalSearch(client, 'player');
    await expect(failure).rejects.toBeInstanceOf(RetryError);
    await expect(failure).rejects.toMatchObject({name: 'RetryError'});
    const {results} = await modalSearch(client, 'player');
    expect(results[0]!.nbHits).toBe(1);
  });
});

describe('createBuiltinSearchClient ranking', () => {
  /** An index whose pages score in the order given, with these titles. */
  function indexOf(
    pages: readonly {url: string; title: string; kind?: 'docs' | 'posts'}[],
  ) {
    const results = pages.map((entry, i) => ({
      id: String(i),
      score: 10 - i,
      words: [1],
      data: async () => ({
        ...page(i),
        url: entry.url,
        meta: {title: entry.title},
        sub_results: [],
      }),
    }));
    const search = vi.fn(async (term: string) => ({
      results: term.includes('"') ? [] : results,
    }));
    const catalogue: CatalogueFile = {
      prefix: '',
      idLength: 1,
      pages: pages.map((entry, i) => [
        String(i),
        entry.title,
        entry.kind === 'posts' ? 'b' : 'd',
      ]),
    };
    const loadVocabulary = vi.fn(async () => ({
      sequence: 3,
      spring: 2,
      animation: 4,
    }));
    const preload = vi.fn(async (_term: string) => {});
    const client = clientWith({
      loadPagefind: async () => ({
        options: async () => {},
        init: async () => {},
        search,
        preload,
      }),
      loadCatalogue: async () => catalogue,
      loadVocabulary,
    });
    const modalHits = async (query: string) =>
      (await modalSearch(client, query)).results[0]!.hits;
    const urls = async (query: string) =>
      (
        await client.search([{indexName: 'i', params: {query}}])
      ).results[0]!.hits.map((hit) => new URL(hit.url).pathname);
    return {search, preload, urls, modalHits, loadVocabulary};
  }

  it('puts the page whose title is the query first, and docs before posts', async () => {
    const {urls} = indexOf([
      {url: '/blog/sequences', title: 'Sequences in depth', kind: 'posts'},
      {url: '/docs/terminology/sequence-x', title: 'Sequencing clips'},
      {url: '/docs/sequence', title: '<Sequence>'},
    ]);
    expect(await urls('sequence')).toEqual([
      '/docs/sequence',
      '/docs/terminology/sequence-x',
      '/blog/sequences',
    ]);
  });

  it('shows more pages in the modal when the best ones have a single section each', async () => {
    const {modalHits} = indexOf(
      Array.from({length: 12}, (_, i) => ({
        url: `/docs/page-${i}`,
        title: `Sequence ${i}`,
      })),
    );
    const hits = await modalHits('sequence');
    expect(hits).toHaveLength(8);
    expect(new Set(hits.map((hit) => hit.url)).size).toBe(8);
    expect(hits[0]!.resultCount).toBe(12);
  });

  it('corrects a misspelled word against the vocabulary before searching', async () => {
    const {search, urls, loadVocabulary} = indexOf([
      {url: '/docs/sequence', title: '<Sequence>'},
    ]);
    expect(await urls('sequnce')).toEqual(['/docs/sequence']);
    expect(search).toHaveBeenCalledWith('sequence', {});
    expect(search).not.toHaveBeenCalledWith('sequnce', {});
    expect(loadVocabulary).toHaveBeenCalledTimes(1);
  });

  it('loads the vocabulary only for a word that no title knows', async () => {
    const {urls, loadVocabulary} = indexOf([
      {url: '/docs/sequence', title: '<Sequence>'},
    ]);
    await urls('sequence');
    await urls('seq');
    expect(loadVocabulary).not.toHaveBeenCalled();
  });

  it('does not search the first letters of a word being typed', async () => {
    const {search, urls} = indexOf([{url: '/docs/spring', title: 'spring()'}]);
    expect(await urls('sp')).toEqual([]);
    expect(search).not.toHaveBeenCalled();
    expect(await urls('spring an')).toEqual(['/docs/spring']);
    expect(search).toHaveBeenLastCalledWith('spring', {});
  });

  it('loads the index part of a word being typed from its second letter', async () => {
    const {preload, urls} = indexOf([{url: '/docs/spring', title: 'spring()'}]);
    await urls('s');
    expect(preload).not.toHaveBeenCalled();
    await urls('spring an');
    expect(preload).toHaveBeenCalledWith('an');
    await urls('spring ani');
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('searches a pasted message word for word as well, but not a question', async () => {
    const {search, urls} = indexOf([{url: '/docs/timeout', title: 'Timeout'}]);
    expect(await urls('delayRender() was called but not cleared')).toEqual([
      '/docs/timeout',
    ]);
    expect(search).toHaveBeenCalledWith(
      '"delayRender() was called but not cleared"',
      {},
    );
    search.mockClear();
    await urls('how do i render a video on a server');
    expect(search.mock.calls.filter(([term]) => term.includes('"'))).toEqual(
      [],
    );
  });

  it('types a catalogue it cannot read as a bad response, not as unreachable', async () => {
    const {pagefind} = fakePagefind(1);
    const client = clientWith({
      loadPagefind: async () => pagefind,
      loadCatalogue: async () => ({nonsense: true}) as unknown as CatalogueFile,
    });
    const failure = modalSearch(client, 'player');
    await expect(failure).rejects.toBeInstanceOf(SearchResponseError);
    await expect(failure).rejects.toMatchObject({failure: 'bad-response'});
  });

  it('types a request it cannot answer as a bad query', () => {
    expect(() => toPagefindFilter(['no-colon'])).toThrow(SearchQueryError);
    expect(failureOf(new SearchQueryError('x'))).toBe('bad-query');
    expect(failureOf(new RetryError('offline'))).toBe('unreachable');
    expect(failureOf(new Error('anything else'))).toBe('bad-response');
  });
});
