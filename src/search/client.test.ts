import {describe, expect, it, vi} from 'vitest';
import {
  createBuiltinSearchClient,
  MODAL_PAGES,
  RetryError,
  toPagefindFilter,
} from './client';
import type {Pagefind, PagefindData} from './types';

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
  };
  return {pagefind, search};
}

const origin = () => 'http://localhost:3100';

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
    const client = createBuiltinSearchClient({
      loadPagefind: async () => pagefind,
      origin,
    });
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
    // The sections of the best MODAL_PAGES pages (two each here).
    expect(result!.hits).toHaveLength(MODAL_PAGES * 2);
    const hit = result!.hits[0]!;
    // The section whose heading matches ranks first within its page.
    expect(hit).toMatchObject({
      url: 'http://localhost:3100/docs/page-0#player-props',
      url_without_anchor: 'http://localhost:3100/docs/page-0',
      anchor: 'player-props',
      type: 'content',
      hierarchy: {
        lvl0: 'Docs',
        lvl1: 'Page 0 <b>',
        lvl2: 'Usage',
        lvl3: 'Player props',
      },
    });
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
    const client = createBuiltinSearchClient({
      loadPagefind: async () => pagefind,
      origin,
    });
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
    const client = createBuiltinSearchClient({loadPagefind, origin});
    const {results} = await client.search({
      requests: [{indexName: 'i', query: '  '}],
    });
    expect(results[0]).toMatchObject({hits: [], nbHits: 0, nbPages: 0});
    expect(loadPagefind).not.toHaveBeenCalled();
  });

  it('returns no hits when nothing matches, ignoring loose matches without words', async () => {
    const {pagefind, search} = fakePagefind(0);
    search.mockResolvedValueOnce({
      results: [{id: 'x', score: 1, words: [], data: async () => page(0)}],
    });
    const client = createBuiltinSearchClient({
      loadPagefind: async () => pagefind,
      origin,
    });
    const {results} = await client.search({
      requests: [{indexName: 'i', query: 'zzzz'}],
    });
    expect(results[0]).toMatchObject({hits: [], nbHits: 0});
  });

  it('fails like the hosted client when the index cannot be loaded, and retries later', async () => {
    const {pagefind} = fakePagefind(1);
    const loadPagefind = vi
      .fn<() => Promise<Pagefind>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(pagefind);
    const client = createBuiltinSearchClient({loadPagefind, origin});
    const failure = client.search({
      requests: [{indexName: 'i', query: 'player'}],
    });
    await expect(failure).rejects.toBeInstanceOf(RetryError);
    await expect(failure).rejects.toMatchObject({name: 'RetryError'});
    const {results} = await client.search({
      requests: [{indexName: 'i', query: 'player'}],
    });
    expect(results[0]!.nbHits).toBe(1);
  });
});
