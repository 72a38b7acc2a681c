import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import config from '../../docusaurus.config';
import {findPostProblems} from '../../plugins/collection/validate';
import {REQUIRED_FIELDS} from '../../plugins/collection';
import {findDocProblems} from '../../plugins/docs/frontMatter';
import {MIN_PROSE_WORDS} from '../../src/lib/frontMatter';
import {listMarkdown} from '../../src/lib/node/files';

const ROOT = path.join(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');

type ContentFile = {
  file: string;
  source: string;
  frontMatter: Record<string, unknown>;
};

/** Every Markdown file of a folder, with its front matter parsed as the build does. */
async function readFolder(dir: string): Promise<ContentFile[]> {
  return Promise.all(
    listMarkdown(dir).map(async (file) => {
      const source = fs.readFileSync(file, 'utf8');
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      try {
        const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
          filePath: file,
          fileContent: source,
        });
        return {file: relative, source, frontMatter};
      } catch (error) {
        throw new Error(
          `${relative}: front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
        );
      }
    }),
  );
}

/** The collection plugins of the site's config, with their options. */
const collections = config.plugins.flatMap((plugin) =>
  Array.isArray(plugin) && String(plugin[0]).includes('plugins/collection')
    ? [
        plugin[1] as {
          id: string;
          path: string;
          requiredFields: readonly string[];
        },
      ]
    : [],
);

const docs = listMarkdown(DOCS).map((file) => ({
  file: path.relative(ROOT, file),
  source: fs.readFileSync(file, 'utf8'),
}));

describe('docs quality bar', () => {
  it('finds the docs', () => {
    expect(docs.length).toBeGreaterThan(20);
  });

  // The same rules the docs plugin applies in the build and the dev server
  // (plugins/docs/frontMatter.ts), run here over every real doc so that a
  // problem shows up in the unit tests too, listed all at once. Sidebar
  // membership is checked by sidebars.test.ts and by the build.
  it(`every doc passes the front matter schema and has at least ${MIN_PROSE_WORDS} words of prose`, async () => {
    const files = await readFolder(DOCS);
    const problems = files.flatMap((doc) =>
      findDocProblems(doc, {minProseWords: MIN_PROSE_WORDS}),
    );
    expect(problems).toEqual([]);
    // Every page is parsed with the MDX parser: seconds, not milliseconds.
  }, 60_000);

  it('every post, learn article and success story passes its collection’s rules', async () => {
    expect(collections.map(({id}) => id).sort()).toEqual(
      ['default', 'learn', 'success-stories'].sort(),
    );
    const problems: string[] = [];
    for (const collection of collections) {
      const files = await readFolder(path.join(ROOT, collection.path));
      expect(files.length).toBeGreaterThan(0);
      problems.push(
        ...findPostProblems(
          // Author keys are resolved by the blog plugin in the build.
          files.map((file) => ({...file, authors: ['resolved in the build']})),
          {
            collection: collection.id,
            requiredFields: [...REQUIRED_FIELDS, ...collection.requiredFields],
            minProseWords: MIN_PROSE_WORDS,
          },
        ),
      );
    }
    expect(problems).toEqual([]);
  }, 60_000);

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
