import {describe, expect, it} from 'vitest';
import {isRedirectPage} from '../../src/lib/node/files';
import {elementIds, missingSections, sectionRedirectPage} from './sections';

describe('elementIds', () => {
  it('reads quoted and minified ids', () => {
    expect(
      elementIds(
        '<h3 class="x" id=--crf>--crf</h3><h2 id="see-also">See</h2><a id=\'top\'>',
      ),
    ).toEqual(new Set(['--crf', 'see-also', 'top']));
  });

  it('does not take data-id or other attributes ending in id', () => {
    expect(elementIds('<div data-id="x" grid=y>')).toEqual(new Set());
  });
});

describe('missingSections', () => {
  const ids: Record<string, Set<string>> = {
    '/docs/cli/render': new Set(['--crf', '--codec']),
  };
  /** The problems with these targets, each entry named after its target. */
  const problemsOf = (...targets: string[]) =>
    missingSections(
      targets.map((to) => ({entry: `alias -> ${to}`, to})),
      (page) => ids[page],
    );

  it('accepts targets whose section is on the page, and targets without one', () => {
    expect(problemsOf('/docs/cli/render#--crf', '/docs/cli/render')).toEqual(
      [],
    );
  });

  it('names the entry whose section is missing', () => {
    expect(problemsOf('/docs/cli/render#--gop')).toEqual([
      'alias -> /docs/cli/render#--gop: /docs/cli/render has no section #--gop',
    ]);
  });

  it('leaves pages without a built file to the page checks', () => {
    expect(problemsOf('/docs/nowhere#x')).toEqual([]);
  });
});

describe('sectionRedirectPage', () => {
  const html = sectionRedirectPage('/docs/cli/render#--crf');

  it('is recognised as a redirect page by the build checks', () => {
    expect(isRedirectPage(html)).toBe(true);
    expect(html).toContain('content="0; url=/docs/cli/render#--crf"');
  });

  it('puts the query before the section', () => {
    const location = {search: '?ref=cli', hash: '#old', href: ''};
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    new Function('window', script)({location});
    expect(location.href).toBe('/docs/cli/render?ref=cli#--crf');
  });
});
