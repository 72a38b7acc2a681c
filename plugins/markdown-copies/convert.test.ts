import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {mdxToMarkdown, type ConvertOptions} from './convert';
import {findMdxLeftovers} from './lint';

const options: ConvertOptions = {
  file: 'docs/sample.mdx',
  title: 'Sample page',
  description: 'A page that uses every component the converter expands.',
  siteUrl: 'https://www.example.dev',
  pageUrl: 'https://www.example.dev/docs/guide/sample',
  toolkitVersion: '4.0.461',
  demoTitle: (id) =>
    id === 'docs-fixture-demo' ? 'A bouncing ball' : undefined,
};

const fixture = fs.readFileSync(
  path.join(__dirname, '__fixtures__/page.mdx'),
  'utf8',
);

describe('mdxToMarkdown', () => {
  const output = mdxToMarkdown(fixture, options);

  it('reduces the front matter to title and description and adds a heading', () => {
    expect(
      output.startsWith(
        '---\ntitle: "Sample page"\ndescription: "A page that uses every component the converter expands."\n---\n\n# Sample page\n',
      ),
    ).toBe(true);
    expect(output).not.toContain('sidebar_label');
    expect(output).not.toContain('api:');
  });

  it('drops imports and comments', () => {
    expect(output).not.toMatch(/^import /m);
    expect(output).not.toContain('A comment');
  });

  it('makes links absolute to the site', () => {
    expect(output).toContain(
      '[the installation guide](https://www.example.dev/docs/installation)',
    );
    expect(output).toContain(
      '[next section](https://www.example.dev/docs/guide/sample#usage)',
    );
    expect(output).toContain(
      '[a sibling](https://www.example.dev/docs/guide/sequences)',
    );
    expect(output).toContain(
      '![Diagram](https://www.example.dev/img/diagram.svg)',
    );
  });

  it('expands install tabs into one section per package manager, pinned', () => {
    expect(output).toContain(
      '**With npm:**\n\n```bash\nnpm i @remotion/player@4.0.461 zod\n```',
    );
    expect(output).toContain(
      '**With bun:**\n\n```bash\nbun i @remotion/player@4.0.461 zod\n```',
    );
    expect(output).toContain(
      '```bash\nnpx create-video@latest --hello-world\n```',
    );
  });

  it('turns a demo into a sentence with a link to the page', () => {
    expect(output).toContain(
      '_Live demo: A bouncing ball. It plays on [the web page](https://www.example.dev/docs/guide/sample)._',
    );
  });

  it('turns admonitions into blockquotes, keeping custom titles', () => {
    expect(output).toContain(
      '> **Caution:** Do not call it outside a composition.',
    );
    expect(output).toContain('> **Good to know:** Tips keep their title.');
  });

  it('turns theme tabs into labelled sections', () => {
    expect(output).toContain(
      '**Using npm:**\n\nRun the script with npm.\n\n**Using Bun:**\n\nRun the script with Bun.',
    );
  });

  it('keeps inline HTML content and text that looks like a directive', () => {
    expect(output).toContain('Press Space to play. Meeting at 10:30 works.');
  });

  it('removes the type-check preamble and the meta of code blocks', () => {
    expect(output).toContain(
      '```tsx\nexport const Shown = () => <div>{hidden}</div>;\n```',
    );
    expect(output).not.toContain('const hidden');
    expect(output).not.toContain('no-check');
  });

  it('keeps tables', () => {
    expect(output).toContain('| `frame` | `number` |');
  });

  it('contains no JSX outside code blocks', () => {
    const prose = output.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(/<[A-Za-z]/);
  });

  it('fails on an unknown component, naming the file and line', () => {
    expect(() =>
      mdxToMarkdown('Intro\n\n<Mystery value="1" />\n', options),
    ).toThrow(/^docs\/sample\.mdx:3: <Mystery> has no Markdown form/);
  });

  it('fails on an MDX syntax error, naming the file', () => {
    expect(() => mdxToMarkdown('<Demo id="x"\n', options)).toThrow(
      /^docs\/sample\.mdx: cannot be parsed as MDX/,
    );
  });
});

describe('findMdxLeftovers', () => {
  it('accepts code, inline code, escaped tags and front matter', () => {
    const clean = [
      '---',
      'title: "<Player>"',
      '---',
      '# \\<Player>',
      'Use `<Player>` here.',
      'The message: ``No `x` in the <Composition/> tag.`` ends here.',
      '````mdx',
      '```tsx',
      "import {Player} from '@remotion/player';",
      '```',
      '<Demo id="x" />',
      '````',
    ].join('\n');
    expect(findMdxLeftovers(clean)).toEqual([]);
  });

  it('reports JSX, imports and MDX comments with their line', () => {
    const dirty =
      'Intro\n<Demo id="x" />\nimport a from \'b\';\n{/* note */}\n``code`` then <Tip>';
    expect(findMdxLeftovers(dirty)).toEqual([
      '2: <Demo id="x" />',
      "3: import a from 'b';",
      '4: {/* note */}',
      '5: ``code`` then <Tip>',
    ]);
  });
});
