import {describe, expect, it} from 'vitest';
import {markdownPath} from '../../src/lib/urls';
import {buildLlmsFullTxt, buildLlmsTxt, type CopyPage} from './llms';

const page = (
  permalink: string,
  section: string,
  title = 'Page',
): CopyPage => ({
  permalink,
  title,
  description: `About ${title}.`,
  section,
  markdown: `---\ntitle: "${title}"\n---\n\n# ${title}\n\nBody of ${title}.\n`,
});

/** The site as both files introduce it: its name, summary and address. */
const site = {name: 'Site', summary: 'What it is.', siteUrl: 'https://x.dev'};

describe('markdownPath', () => {
  it.each([
    {permalink: '/docs/player', copy: '/docs/player.md'},
    {permalink: '/docs/interpolate', copy: '/docs/interpolate.md'},
    {permalink: '/docs/', copy: '/docs.md'},
    {permalink: '/', copy: '/index.md'},
  ])('maps the page or index page $permalink to $copy', ({permalink, copy}) => {
    expect(markdownPath(permalink)).toBe(copy);
  });
});

describe('buildLlmsTxt', () => {
  it('lists pages by section in order, linking to the copies', () => {
    const text = buildLlmsTxt({
      ...site,
      details: 'More.',
      pages: [
        page('/docs/', 'Guides', 'Start [here]'),
        page('/docs/api/a', 'API reference: a', 'a()'),
        page('/docs/b', 'Guides', 'B'),
      ],
    });
    expect(text).toBe(
      [
        '# Site',
        '',
        '> What it is.',
        '',
        'More.',
        '',
        '## Guides',
        '',
        '- [Start \\[here\\]](https://x.dev/docs.md): About Start [here].',
        '- [B](https://x.dev/docs/b.md): About B.',
        '',
        '## API reference: a',
        '',
        '- [a()](https://x.dev/docs/api/a.md): About a().',
        '',
      ].join('\n'),
    );
  });
});

describe('buildLlmsFullTxt', () => {
  it('joins the pages without their front matter, with a source line', () => {
    const text = buildLlmsFullTxt({
      ...site,
      pages: [page('/docs/a', 'G', 'A'), page('/docs/b', 'G', 'B')],
    });
    expect(text).toContain(
      '# A\n\nBody of A.\n\nSource: https://x.dev/docs/a\n',
    );
    expect(text).not.toContain('title:');
    expect(text.indexOf('# A')).toBeLessThan(text.indexOf('# B'));
  });
});
