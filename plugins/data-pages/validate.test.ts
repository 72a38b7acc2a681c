import path from 'path';
import {describe, expect, it} from 'vitest';
import {Joi} from '@docusaurus/utils-validation';
import {
  assertValidEntries,
  findEntryProblems,
  localImageSchema,
  slugSchema,
} from './validate';

const schema = Joi.object({
  slug: slugSchema.required(),
  title: Joi.string().required(),
  image: localImageSchema,
});
const source = {label: 'thing', file: 'src/data/things.ts'};
const staticDir = path.join(__dirname, '../__fixtures__/site/static');

describe('findEntryProblems', () => {
  it('accepts valid entries', () => {
    expect(
      findEntryProblems([{slug: 'a', title: 'A'}], schema, source),
    ).toEqual([]);
  });

  it('names the file, the entry and the field of a missing field', () => {
    expect(findEntryProblems([{slug: 'a'}], schema, source)).toEqual([
      'src/data/things.ts, thing entry 0 ("a"): field "title": "title" is required',
    ]);
  });

  it('rejects a slug that is not lowercase-hyphenated', () => {
    const [problem] = findEntryProblems(
      [{slug: 'Not OK', title: 'x'}],
      schema,
      source,
    );
    expect(problem).toContain('field "slug"');
    expect(problem).toContain('lowercase-hyphenated');
  });

  it('rejects a duplicate slug and points at the first use', () => {
    expect(
      findEntryProblems(
        [
          {slug: 'a', title: 'A'},
          {slug: 'a', title: 'B'},
        ],
        schema,
        source,
      ),
    ).toEqual([
      'src/data/things.ts, thing entry 1 ("a"): field "slug": duplicate slug "a" (also used by entry 0).',
    ]);
  });

  it('rejects a local image that does not exist', () => {
    const problems = findEntryProblems(
      [{slug: 'a', title: 'A', image: '/img/experts/nope.svg'}],
      schema,
      source,
      {staticDir, imageFields: ['image']},
    );
    expect(problems).toEqual([
      'src/data/things.ts, thing entry 0 ("a"): field "image": image "/img/experts/nope.svg" does not exist in static/.',
    ]);
  });

  it('accepts a local image that exists', () => {
    expect(
      findEntryProblems(
        [{slug: 'a', title: 'A', image: '/img/experts/ada.svg'}],
        schema,
        source,
        {
          staticDir,
          imageFields: ['image'],
        },
      ),
    ).toEqual([]);
  });
});

describe('assertValidEntries', () => {
  it('throws one error listing every problem', () => {
    expect(() =>
      assertValidEntries([{slug: 'a'}, {title: 'B'}], schema, source),
    ).toThrow(
      /Invalid thing data \(2 problems\):\n- .*entry 0 \("a"\): field "title".*\n- .*entry 1: field "slug"/,
    );
  });
});
