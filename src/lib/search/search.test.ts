import {describe, expect, it} from 'vitest';
import {buildCatalogue, kindOf, readCatalogue} from './catalogue';
import {correction, planQuery} from './query';
import {rankPages, titleForms, titleMatch, type RankInput} from './rank';
import {SYNONYMS} from './synonyms';
import {compact, stem, words} from './text';

const vocabulary = {
  sequence: 12,
  sequences: 4,
  interpolate: 9,
  animation: 20,
  spring: 8,
  captions: 6,
  caption: 2,
  lambda: 30,
  rendermedia: 3,
};

describe('text', () => {
  it('keeps identifiers whole and drops punctuation around words', () => {
    expect(words('useCurrentFrame() in <Sequence>, @remotion/player!')).toEqual(
      ['usecurrentframe', 'in', 'sequence', '@remotion/player'],
    );
    expect(compact('<OffthreadVideo>')).toBe(compact('offthread video'));
  });

  it('stems so that a word meets its inflections', () => {
    expect(stem('called')).toBe(stem('call'));
    expect(stem('fading')).toBe(stem('fade'));
    expect(stem('timeouts')).toBe('timeout');
    expect(stem('gif')).toBe('gif');
  });
});

describe('correction', () => {
  it('corrects an unknown word to the closest, most used word of the site', () => {
    expect(correction('sequnce', vocabulary)).toBe('sequence');
    expect(correction('captoins', vocabulary)).toBe('captions');
    expect(correction('lamda', vocabulary)).toBe('lambda');
    expect(correction('rendermedai', vocabulary)).toBe('rendermedia');
  });

  it('leaves known words, words being typed, short words and numbers alone', () => {
    expect(correction('sequence', vocabulary)).toBeNull();
    expect(correction('interpolat', vocabulary)).toBeNull();
    expect(correction('gfi', vocabulary)).toBeNull();
    expect(correction('28000ms', vocabulary)).toBeNull();
    expect(correction('kubernetes', vocabulary)).toBeNull();
  });
});

describe('planQuery', () => {
  it('drops stop words and corrects typos', () => {
    const plan = planQuery('spring animaton', vocabulary, SYNONYMS);
    expect(plan.words).toEqual(['spring', 'animation']);
    expect(plan.corrections).toEqual([['animaton', 'animation']]);
    expect(planQuery('how to use a sequence', vocabulary, []).words).toEqual([
      'use',
      'sequence',
    ]);
  });

  it('waits for the third letter of a word being typed', () => {
    expect(planQuery('s', vocabulary, SYNONYMS).words).toEqual([]);
    expect(planQuery('sp', vocabulary, SYNONYMS).words).toEqual([]);
    expect(planQuery('spr', vocabulary, SYNONYMS).words).toEqual(['spr']);
    expect(planQuery('lambda re', vocabulary, SYNONYMS).words).toEqual([
      'lambda',
    ]);
  });

  it('names the word being typed that it does not search yet', () => {
    expect(planQuery('lambda re', vocabulary, SYNONYMS).unfinished).toBe('re');
    expect(planQuery('sp', vocabulary, SYNONYMS).unfinished).toBe('sp');
    expect(planQuery('spr', vocabulary, SYNONYMS).unfinished).toBeUndefined();
  });

  it('adds a variant for each other phrase of a synonym group', () => {
    const plan = planQuery('subtitles', vocabulary, SYNONYMS);
    expect(plan.variants).toContainEqual(['captions']);
    expect(planQuery('dynamic duration', vocabulary, SYNONYMS).exact).toContain(
      'calculatemetadata',
    );
    expect(
      planQuery('uneven width', vocabulary, SYNONYMS).variants,
    ).toContainEqual(['odd', 'width']);
  });

  it('never corrects a word of the synonyms file', () => {
    expect(
      planQuery('alpha channel', vocabulary, SYNONYMS).corrections,
    ).toEqual([]);
  });
});

describe('synonyms', () => {
  it('are lowercase phrases in groups of at least two, each phrase in one group at most once', () => {
    for (const group of SYNONYMS) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      expect(new Set(group).size).toBe(group.length);
      for (const phrase of group) {
        expect(phrase).toBe(phrase.toLowerCase().trim());
      }
    }
  });
});

describe('rankPages', () => {
  const pages = new Map(
    [
      {
        id: 'a',
        url: '/docs/terminology/sequence',
        title: 'Sequence',
        kind: 'docs' as const,
      },
      {
        id: 'b',
        url: '/docs/sequence',
        title: '<Sequence>',
        kind: 'api' as const,
      },
      {
        id: 'c',
        url: '/blog/sequence-tips',
        title: 'Sequence tips',
        kind: 'posts' as const,
      },
      {
        id: 'd',
        url: '/docs/sequences',
        title: 'Sequences',
        kind: 'docs' as const,
      },
    ].map((page) => [page.id, page]),
  );
  /** The ids `rankPages` returns for these pages, best first; lists not given are empty. */
  const rankedIds = (
    input: Pick<RankInput, 'primary' | 'exact' | 'words'> & Partial<RankInput>,
  ) =>
    rankPages({
      variants: [],
      perWord: [],
      phrase: [],
      pages,
      variantWords: [],
      ...input,
    }).map(({id}) => id);

  it.each([
    {
      rule: 'puts an exact title first, the reference page before a glossary entry',
      primary: [
        {id: 'c', score: 9},
        {id: 'd', score: 8},
        {id: 'a', score: 7},
        {id: 'b', score: 3},
      ],
      exact: ['sequence'],
      words: ['sequence'],
      order: ['b', 'a', 'd', 'c'],
    },
    {
      rule: 'ranks docs before posts at equal relevance',
      primary: [
        {id: 'c', score: 5},
        {id: 'd', score: 5},
      ],
      exact: ['clips'],
      words: ['clips'],
      order: ['d', 'c'],
    },
  ])('$rule', ({primary, exact, words, order}) => {
    expect(rankedIds({primary, exact, words})).toEqual(order);
  });

  it('gives pages found only by single words a lower score than full matches', () => {
    const ranked = rankedIds({
      primary: [{id: 'd', score: 1}],
      perWord: [[{id: 'a', score: 10}], [{id: 'd', score: 1}]],
      exact: [],
      words: ['zzz', 'yyy'],
    });
    expect(ranked[0]).toBe('d');
  });

  it('reads titles as a visitor does', () => {
    expect(titleForms('Remotion Lambda')).toContain('lambda');
    expect(titleMatch('measureSpring()', ['spring']).coverage).toBe(1);
    expect(titleMatch('measureSpring()', ['spring']).precision).toBe(0.5);
    expect(titleMatch('Fading in and out', ['fade', 'audio']).coverage).toBe(
      0.5,
    );
  });
});

describe('catalogue', () => {
  it('records each page with its kind, and the words of titles and headings', () => {
    const {catalogue, vocabulary} = buildCatalogue([
      {
        id: 'en_1',
        url: '/docs/sequence',
        title: '<Sequence>',
        section: 'API reference',
        headings: ['Props', 'Nesting sequences'],
      },
      {
        id: 'en_2',
        url: '/blog/4-0',
        title: 'Remotion 4.0',
        section: undefined,
        headings: ['Sequences'],
      },
      {
        id: 'en_3',
        url: '/docs/recorder/setup',
        title: 'Setup',
        section: undefined,
        headings: [],
      },
    ]);
    const {pages, lookup} = readCatalogue(catalogue);
    expect(pages).toEqual([
      {id: 'en_1', title: '<Sequence>', kind: 'api'},
      {id: 'en_2', title: 'Remotion 4.0', kind: 'posts'},
      {id: 'en_3', title: 'Setup', kind: 'product'},
    ]);
    expect(lookup.get('en_2')?.title).toBe('Remotion 4.0');
    expect(lookup.get('de_2')).toBeUndefined();
    // Ids are cut to the characters that tell the pages apart.
    expect(catalogue).toMatchObject({prefix: 'en_', idLength: 1});
    expect(lookup.get('en_3f0a9')?.title).toBe('Setup');
    expect(vocabulary).toMatchObject({sequence: 1, sequences: 2, props: 1});
    expect(vocabulary).not.toHaveProperty('4.0');
    expect(kindOf('/templates/still', undefined)).toBe('site');
    expect(kindOf('/docs/installation', undefined)).toBe('docs');
  });
});
