import {describe, expect, it} from 'vitest';
import {REQUIRED_FIELDS} from './index';
import {assertValidPosts, findPostProblems} from './validate';

const rules = {
  collection: 'learn',
  requiredFields: [...REQUIRED_FIELDS],
  minProseWords: 150,
};

const PROSE = 'Words of prose. '.repeat(60);
const FILE = 'learn/2024-01-01-x.mdx';

const valid = {
  title: 'X',
  description: 'What the post is about.',
  date: new Date('2024-01-01'),
  authors: ['a'],
  tags: ['release'],
};

function post(
  frontMatter: Record<string, unknown>,
  {
    authors = [{key: 'a'}],
    body = PROSE,
  }: {authors?: unknown[]; body?: string} = {},
) {
  return {file: FILE, frontMatter, source: `---\n---\n${body}`, authors};
}

describe('findPostProblems', () => {
  it('accepts a post with every required field', () => {
    expect(
      findPostProblems([post({...valid, slug: 'x', image: '/x.png'})], rules),
    ).toEqual([]);
  });

  it('names the file and each missing field', () => {
    expect(
      findPostProblems(
        [post({title: 'X', tags: ['a'], authors: []}, {authors: []})],
        rules,
      ),
    ).toEqual([
      expect.stringMatching(
        /^learn\/2024-01-01-x\.mdx: front matter field "description" is missing\. Add one sentence/,
      ),
      expect.stringMatching(
        /field "date" is missing\. Add the publication date/,
      ),
      expect.stringMatching(
        /field "authors" is missing \(empty\)\. Add a list/,
      ),
    ]);
  });

  it('suggests the known field for a misspelled one', () => {
    const {description, ...rest} = valid;
    expect(
      findPostProblems([post({...rest, descriptio: description})], rules),
    ).toEqual([
      expect.stringMatching(/"description" is missing/),
      `${FILE}: front matter field "descriptio" is unknown: did you mean "description"? Rename it to "description".`,
    ]);
  });

  it('reports a wrong type with the type expected', () => {
    expect(findPostProblems([post({...valid, title: 5})], rules)).toEqual([
      expect.stringMatching(
        /^learn\/2024-01-01-x\.mdx: front matter field "title" must be a string, got number 5\./,
      ),
    ]);
    expect(
      findPostProblems([post({...valid, date: '2024-01-01'})], rules),
    ).toEqual([
      expect.stringMatching(/"date" must be a date \(YYYY-MM-DD\), got string/),
    ]);
  });

  it('refuses a description over 160 characters', () => {
    expect(
      findPostProblems([post({...valid, description: 'x'.repeat(200)})], rules),
    ).toEqual([expect.stringMatching(/"description" is 200 characters long/)]);
  });

  it('refuses a stub body', () => {
    expect(findPostProblems([post(valid, {body: 'Short.'})], rules)).toEqual([
      expect.stringMatching(/^learn\/2024-01-01-x\.mdx: the body has 1 word /),
    ]);
  });

  it('reports authors that resolve to nobody', () => {
    expect(findPostProblems([post(valid, {authors: []})], rules)).toEqual([
      `${FILE}: front matter field "authors" resolved to no author. List keys of the collection's authors.yml.`,
    ]);
  });
});

describe('assertValidPosts', () => {
  it('throws with every problem listed', () => {
    expect(() => assertValidPosts([post({})], rules)).toThrow(
      /Invalid learn posts \(5 problems\)/,
    );
  });
});

describe('collection fields', () => {
  const sampleRules = {
    ...rules,
    collection: 'success-stories',
    requiredFields: ['sample', 'company'],
  };

  it('requires sample: true when the collection lists the field', () => {
    expect(
      findPostProblems([post({sample: true, company: 'C'})], sampleRules),
    ).toEqual([]);
    expect(
      findPostProblems([post({sample: false, company: 'C'})], sampleRules),
    ).toEqual([
      `${FILE}: front matter field "sample" must be true, got boolean false. Write true: every entry of the success-stories collection is a fictional sample.`,
    ]);
  });

  it('refuses a collection field in a collection that does not use it', () => {
    expect(findPostProblems([post({...valid, company: 'C'})], rules)).toEqual([
      expect.stringMatching(/"company" is unknown\. Remove it/),
    ]);
  });
});
