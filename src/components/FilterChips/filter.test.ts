import {describe, expect, it} from 'vitest';
import {
  countTags,
  filterByTags,
  parseTagsParam,
  toggleTag,
  withTagsParam,
} from './filter';

type Tag = 'a' | 'b' | 'c';
type Item = {readonly name: string; readonly tags: readonly Tag[]};

const items: readonly Item[] = [
  {name: 'one', tags: ['a']},
  {name: 'two', tags: ['a', 'b']},
  {name: 'three', tags: ['b', 'c']},
  {name: 'four', tags: []},
];
const getTags = (item: Item) => item.tags;
const names = (list: readonly Item[]) => list.map((item) => item.name);

describe('filterByTags', () => {
  it('returns every item when nothing is selected', () => {
    expect(filterByTags(items, [], getTags)).toBe(items);
  });

  it('keeps items that have the selected tag', () => {
    expect(names(filterByTags(items, ['a'], getTags))).toEqual(['one', 'two']);
  });

  it('keeps only items that have ALL selected tags', () => {
    expect(names(filterByTags(items, ['a', 'b'], getTags))).toEqual(['two']);
    expect(filterByTags(items, ['a', 'c'], getTags)).toEqual([]);
  });

  it('does not change the input array', () => {
    const copy = [...items];
    filterByTags(items, ['b'], getTags);
    expect(items).toEqual(copy);
  });
});

describe('toggleTag', () => {
  it('adds a missing tag at the end', () => {
    expect(toggleTag<Tag>(['a'], 'c')).toEqual(['a', 'c']);
  });

  it('removes a present tag', () => {
    expect(toggleTag<Tag>(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('countTags', () => {
  it('counts used tags in the given order and drops unused ones', () => {
    expect(countTags(items, getTags, ['c', 'b', 'a'])).toEqual([
      {tag: 'c', count: 1},
      {tag: 'b', count: 2},
      {tag: 'a', count: 2},
    ]);
    expect(countTags(items.slice(0, 1), getTags, ['a', 'b'])).toEqual([
      {tag: 'a', count: 1},
    ]);
  });

  it('counts an item once even if a tag is repeated', () => {
    const repeated: readonly Item[] = [{name: 'x', tags: ['a', 'a']}];
    expect(countTags(repeated, getTags, ['a'])).toEqual([{tag: 'a', count: 1}]);
  });
});

describe('parseTagsParam', () => {
  const allowed: readonly Tag[] = ['a', 'b', 'c'];

  it('reads a single value', () => {
    expect(parseTagsParam('?skill=a', 'skill', allowed)).toEqual(['a']);
  });

  it('reads comma-separated and repeated values', () => {
    expect(parseTagsParam('?skill=a,b&skill=c', 'skill', allowed)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('ignores unknown values, duplicates and other parameters', () => {
    expect(parseTagsParam('?skill=a,zzz,a&tag=b', 'skill', allowed)).toEqual([
      'a',
    ]);
  });

  it('returns nothing for an empty query', () => {
    expect(parseTagsParam('', 'skill', allowed)).toEqual([]);
  });
});

describe('withTagsParam', () => {
  it('sets the parameter with readable commas', () => {
    expect(withTagsParam('', 'tag', ['a', 'b'])).toBe('?tag=a,b');
  });

  it('replaces an existing value and keeps other parameters', () => {
    expect(withTagsParam('?x=1&tag=c', 'tag', ['a'])).toBe('?x=1&tag=a');
  });

  it('removes the parameter when no tag is selected', () => {
    expect(withTagsParam('?tag=a', 'tag', [])).toBe('');
    expect(withTagsParam('?x=1&tag=a', 'tag', [])).toBe('?x=1');
  });

  it('round-trips with parseTagsParam', () => {
    const search = withTagsParam('', 'tag', ['c', 'a']);
    expect(parseTagsParam(search, 'tag', ['a', 'b', 'c'])).toEqual(['c', 'a']);
  });
});
