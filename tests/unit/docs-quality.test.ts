import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {listMarkdown} from '../../scripts/docs/files';
import {countProseWords, frontMatterFields} from '../../scripts/docs/prose';

const DOCS = path.join(__dirname, '../../docs');
const MIN_PROSE_WORDS = 150;

const docs = listMarkdown(DOCS).map((file) => ({
  file: path.relative(path.join(__dirname, '../..'), file),
  source: fs.readFileSync(file, 'utf8'),
}));

describe('docs quality bar', () => {
  it('finds the docs', () => {
    expect(docs.length).toBeGreaterThan(20);
  });

  it('every doc has valid front matter with a title and a description of at most 160 characters', () => {
    const problems = docs.flatMap(({file, source}) => {
      let fields: Record<string, unknown>;
      try {
        fields = frontMatterFields(source);
      } catch (error) {
        return [
          `${file}: front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
        ];
      }
      const found: string[] = [];
      const {title, description} = fields;
      if (typeof title !== 'string' || !title.trim()) {
        found.push(`${file}: front matter "title" is missing`);
      }
      if (typeof description !== 'string' || !description.trim()) {
        found.push(`${file}: front matter "description" is missing`);
      } else if (description.length > 160) {
        found.push(
          `${file}: "description" is ${description.length} characters (max 160)`,
        );
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it(`no doc is a stub (under ${MIN_PROSE_WORDS} words of prose)`, () => {
    const stubs = docs
      .map(({file, source}) => ({file, words: countProseWords(source)}))
      .filter(({words}) => words < MIN_PROSE_WORDS)
      .map(({file, words}) => `${file}: ${words} words of prose`);
    expect(stubs).toEqual([]);
  });

  it('uses only h2 and h3 headings in the body', () => {
    const problems = docs.flatMap(({file, source}) => {
      let inFence = false;
      // Front matter lines (YAML comments start with #) are not headings.
      const frontMatterLines =
        /^---\n[\s\S]*?\n---\n/.exec(source)?.[0].split('\n').length ?? 0;
      return source.split('\n').flatMap((line, index) => {
        if (index < frontMatterLines - 1) return [];
        if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
        if (inFence) return [];
        return /^(#|#{4,6})\s/.test(line)
          ? [`${file}:${index + 1}: ${line.trim()}`]
          : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('ids are stable lowercase-hyphenated file names', () => {
    const bad = docs
      .map(({file}) => path.basename(file).replace(/\.mdx?$/, ''))
      .filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name));
    expect(bad).toEqual([]);
  });
});
