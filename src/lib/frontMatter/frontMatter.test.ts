import {describe, expect, it} from 'vitest';
import {closestName} from './didYouMean';
import {
  describeIssue,
  problemsError,
  stubMessage,
  type SchemaIssue,
} from './problems';

const context = {
  file: 'docs/a.mdx',
  knownFields: ['title', 'description', 'sidebar_label', 'slug'],
  help: {description: 'one sentence about the page'},
  schemaFile: 'plugins/docs/frontMatter.ts',
};

/** The message for one finding in `context`; Joi's own message is empty unless given. */
function messageFor(
  issue: Omit<SchemaIssue, 'message'> & {message?: string},
): string {
  return describeIssue({message: '', ...issue}, context);
}

describe('closestName', () => {
  it('suggests a near miss, ignoring case and hyphens', () => {
    expect(closestName('descriptio', context.knownFields)).toBe('description');
    expect(closestName('Sidebar-Label', context.knownFields)).toBe(
      'sidebar_label',
    );
    expect(closestName('tite', context.knownFields)).toBe('title');
  });

  it('suggests nothing for an unrelated name', () => {
    expect(closestName('author', context.knownFields)).toBeUndefined();
  });
});

describe('describeIssue', () => {
  it('names the file, the field and the near miss of an unknown field', () => {
    expect(messageFor({type: 'object.unknown', path: ['descriptio']})).toBe(
      'docs/a.mdx: front matter field "descriptio" is unknown: did you mean "description"? Rename it to "description".',
    );
  });

  it('lists the known fields when nothing is close', () => {
    expect(messageFor({type: 'object.unknown', path: ['colour']})).toMatch(
      /"colour" is unknown\. Remove it, or declare it in plugins\/docs\/frontMatter\.ts .*Known fields: title, description/,
    );
  });

  it('says which type a field expects and which it got', () => {
    expect(
      messageFor({
        type: 'string.base',
        path: ['title'],
        message: '"title" must be a string',
        context: {value: 5},
      }),
    ).toBe(
      'docs/a.mdx: front matter field "title" must be a string, got number 5. YAML reads an unquoted number as one: put the value in quotes (title: "5").',
    );
    expect(
      messageFor({
        type: 'number.base',
        path: ['sidebar_position'],
        context: {value: '2'},
      }),
    ).toBe(
      'docs/a.mdx: front matter field "sidebar_position" must be a number, got string "2". Remove the quotes around the value.',
    );
  });

  it('names the list item of a wrong type', () => {
    expect(
      messageFor({
        type: 'string.base',
        path: ['api', 1],
        context: {value: 3},
      }),
    ).toMatch(/field "api" \(item 2\) must be a string, got number 3/);
  });

  it('tells what to add for a missing or empty field', () => {
    expect(messageFor({type: 'any.required', path: ['description']})).toBe(
      'docs/a.mdx: front matter field "description" is missing. Add one sentence about the page.',
    );
    expect(messageFor({type: 'string.empty', path: ['description']})).toMatch(
      /"description" is missing \(empty\)\. Add one sentence/,
    );
  });

  it('gives the length of a value that is too long', () => {
    expect(
      messageFor({
        type: 'string.max',
        path: ['description'],
        context: {value: 'x'.repeat(170), limit: 160},
      }),
    ).toBe(
      'docs/a.mdx: front matter field "description" is 170 characters long; at most 160 are allowed. Shorten it.',
    );
  });

  it('falls back to Joi’s wording without repeating the field name', () => {
    expect(
      messageFor({
        type: 'number.min',
        path: ['toc_min_heading_level'],
        message: '"toc_min_heading_level" must be greater than or equal to 2',
        context: {value: 1},
      }),
    ).toBe(
      'docs/a.mdx: front matter field "toc_min_heading_level" must be greater than or equal to 2. Fix the value.',
    );
  });
});

describe('stubMessage and problemsError', () => {
  it('name the file and count the problems', () => {
    expect(stubMessage('docs/a.mdx', 3, 150)).toMatch(
      /^docs\/a\.mdx: the body has 3 words of prose, fewer than the 150/,
    );
    expect(problemsError('Invalid docs', ['a', 'b']).message).toBe(
      'Invalid docs (2 problems):\n- a\n- b',
    );
  });
});
