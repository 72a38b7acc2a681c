import {describe, expect, it} from 'vitest';
import {findDocProblems} from './frontMatter';
import {findDocsOutsideSidebars} from './sidebars';

const PROSE = 'Words of prose. '.repeat(60);
const rules = {minProseWords: 150};

function doc(frontMatter: Record<string, unknown>, body = PROSE) {
  return {file: 'docs/page.mdx', frontMatter, source: `---\n---\n${body}`};
}

const valid = {title: 'Page', description: 'What the page is for.'};

describe('findDocProblems', () => {
  it('accepts the docs plugin’s fields and the site’s own', () => {
    expect(
      findDocProblems(
        doc({
          ...valid,
          slug: '/renderer/render-media',
          sidebar_label: 'renderMedia()',
          api: ['renderMedia', 'RenderMediaOptions'],
          markdown_copy: false,
          hide_table_of_contents: true,
        }),
        rules,
      ),
    ).toEqual([]);
  });

  it('reports a numeric title as the wrong type, not as missing', () => {
    expect(findDocProblems(doc({...valid, title: 5}), rules)).toEqual([
      expect.stringMatching(
        /^docs\/page\.mdx: front matter field "title" must be a string, got number 5\./,
      ),
    ]);
  });

  it('suggests the known field for a misspelled one', () => {
    expect(
      findDocProblems(
        doc({title: 'Page', descriptio: 'What the page is for.'}),
        rules,
      ),
    ).toEqual([
      expect.stringMatching(/"description" is missing\. Add one sentence/),
      expect.stringMatching(
        /"descriptio" is unknown: did you mean "description"\?/,
      ),
    ]);
  });

  it('requires a description of at most 160 characters', () => {
    expect(
      findDocProblems(doc({...valid, description: 'x'.repeat(161)}), rules),
    ).toEqual([expect.stringMatching(/"description" is 161 characters long/)]);
    expect(findDocProblems(doc({...valid, description: ''}), rules)).toEqual([
      expect.stringMatching(/"description" is missing \(empty\)/),
    ]);
  });

  it('checks the type of the site’s own fields', () => {
    expect(
      findDocProblems(doc({...valid, api: 3, markdown_copy: 'no'}), rules),
    ).toEqual([
      expect.stringMatching(/"api" must be a string or a list, got number 3/),
      expect.stringMatching(/"markdown_copy" must be true or false/),
    ]);
  });

  it('refuses a stub body', () => {
    expect(findDocProblems(doc(valid, 'One word.'), rules)).toEqual([
      'docs/page.mdx: the body has 2 words of prose, fewer than the 150 a page needs. Write the page out, or merge its content into a related page.',
    ]);
  });
});

describe('findDocsOutsideSidebars', () => {
  const sidebars = {
    main: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        link: {type: 'doc', id: 'guides/index'},
        items: [{type: 'doc', id: 'guides/render'}],
      },
      {type: 'ref', id: 'elsewhere'},
    ],
  };
  const entry = (id: string, frontMatter: Record<string, unknown> = {}) => ({
    id,
    file: `docs/${id}.mdx`,
    frontMatter,
  });

  it('accepts docs listed as items or as category links', () => {
    expect(
      findDocsOutsideSidebars(
        [entry('intro'), entry('guides/index'), entry('guides/render')],
        sidebars,
        'sidebars.ts',
      ),
    ).toEqual([]);
  });

  it('names a doc that is in no sidebar, a ref not counting', () => {
    expect(
      findDocsOutsideSidebars([entry('elsewhere')], sidebars, 'sidebars.ts'),
    ).toEqual([
      'docs/elsewhere.mdx: doc "elsewhere" is in no sidebar. Add "elsewhere" to a sidebar in sidebars.ts, or say why it has none in its front matter: "unlisted: true" (reachable by its address only) or "no_sidebar: <reason>".',
    ]);
  });

  it('accepts a doc that says why it has no sidebar, and drafts', () => {
    expect(
      findDocsOutsideSidebars(
        [
          entry('a', {unlisted: true}),
          entry('b', {no_sidebar: 'Linked from the CLI only.'}),
          entry('c', {draft: true}),
        ],
        sidebars,
        'sidebars.ts',
      ),
    ).toEqual([]);
  });

  it('refuses a no_sidebar reason on a doc a sidebar lists', () => {
    expect(
      findDocsOutsideSidebars(
        [entry('intro', {no_sidebar: 'stale'})],
        sidebars,
        'sidebars.ts',
      ),
    ).toEqual([expect.stringMatching(/^docs\/intro\.mdx: .*"no_sidebar"/)]);
  });
});
