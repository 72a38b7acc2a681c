import {describe, expect, it} from 'vitest';
import {assertValidPosts, findPostProblems} from './validate';

const rules = {
  collection: 'learn',
  requiredFields: ['title', 'date', 'authors'],
};

function post(
  frontMatter: Record<string, unknown>,
  authors: unknown[] = [{key: 'a'}],
) {
  return {
    metadata: {source: '@site/learn/2024-01-01-x.mdx', frontMatter, authors},
  };
}

describe('findPostProblems', () => {
  it('accepts a post with every required field', () => {
    expect(
      findPostProblems(
        [post({title: 'X', date: '2024-01-01', authors: ['a']})],
        rules,
      ),
    ).toEqual([]);
  });

  it('names the file and each missing field', () => {
    expect(
      findPostProblems([post({title: ' ', authors: []}, [])], rules),
    ).toEqual([
      'learn/2024-01-01-x.mdx: front matter field "title" is required in the learn collection.',
      'learn/2024-01-01-x.mdx: front matter field "date" is required in the learn collection.',
      'learn/2024-01-01-x.mdx: front matter field "authors" is required in the learn collection.',
    ]);
  });

  it('reports authors that resolve to nobody', () => {
    expect(
      findPostProblems(
        [post({title: 'X', date: '2024-01-01', authors: ['ghost']}, [])],
        rules,
      ),
    ).toEqual([
      'learn/2024-01-01-x.mdx: front matter field "authors" resolved to no author.',
    ]);
  });
});

describe('assertValidPosts', () => {
  it('throws with every problem listed', () => {
    expect(() => assertValidPosts([post({})], rules)).toThrow(
      /Invalid learn posts \(3 problems\)/,
    );
  });
});

describe('sample collections', () => {
  it('requires sample: true when the collection lists the field', () => {
    const sampleRules = {
      collection: 'success-stories',
      requiredFields: ['sample'],
    };
    expect(findPostProblems([post({sample: true})], sampleRules)).toEqual([]);
    expect(findPostProblems([post({})], sampleRules)).toEqual([
      'learn/2024-01-01-x.mdx: front matter field "sample" must be true: every entry of the success-stories collection is a fictional sample.',
    ]);
  });
});
