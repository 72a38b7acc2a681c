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

describe('markdownPath', () => {
  it('maps pages and index pages to their copy', () => {
    expect(markdownPath('/docs/player')).toBe('/docs/player.md');
    expect(markdownPath('/docs/interpolate')).toBe('/docs/interpolate.md');
    expect(markdownPath('/docs/')).toBe('/docs.md');
    expect(markdownPath('/')).toBe('/index.md');
  });
});

describe('buildLlmsTxt', () => {
  it('lists pages by section in order, linking to the copies', () => {
    const text = buildLlmsTxt({
      name: 'Site',
      summary: 'What it is.',
      details: 'More.',
      siteUrl: 'https://x.dev',
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
      name: 'Site',
      summary: 'What it is.',
      siteUrl: 'https://x.dev',
      pages: [page('/docs/a', 'G', 'A'), page('/docs/b', 'G', 'B')],
    });
    expect(text).toContain(
      '# A\n\nBody of A.\n\nSource: https://x.dev/docs/a\n',
    );
    expect(text).not.toContain('title:');
    expect(text.indexOf('# A')).toBeLessThan(text.indexOf('# B'));
  });
});
