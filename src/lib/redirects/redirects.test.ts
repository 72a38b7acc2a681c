import {describe, expect, it} from 'vitest';
import {
  REDIRECTS,
  redirectTarget,
  validateRedirects,
  withQuery,
  type Redirect,
} from './index';

const moved = (from: string, to: string): Redirect => ({
  from,
  to,
  kind: 'moved',
});

const pages = new Set(['/docs/interpolate', '/docs/spring', '/docs']);

describe('validateRedirects', () => {
  it('accepts one-hop redirects from retired addresses to pages', () => {
    expect(
      validateRedirects(
        [
          moved('/docs/api/interpolate', '/docs/interpolate'),
          moved('/docs/api/spring', '/docs/spring'),
        ],
        pages,
      ),
    ).toEqual([]);
  });

  it('rejects a chain, naming the second hop', () => {
    const problems = validateRedirects(
      [
        moved('/docs/old', '/docs/api/interpolate'),
        moved('/docs/api/interpolate', '/docs/interpolate'),
      ],
      pages,
    );
    expect(problems).toEqual([
      'moved redirect /docs/old -> /docs/api/interpolate: /docs/api/interpolate redirects again (to /docs/interpolate); point straight at the page',
    ]);
  });

  it('rejects a target that is not a page', () => {
    expect(validateRedirects([moved('/docs/api/x', '/docs/x')], pages)).toEqual(
      [
        'moved redirect /docs/api/x -> /docs/x: /docs/x is not a page of the site',
      ],
    );
  });

  it('rejects an address that is both served and redirected', () => {
    expect(
      validateRedirects([moved('/docs/spring', '/docs/interpolate')], pages),
    ).toEqual([
      'moved redirect /docs/spring -> /docs/interpolate: /docs/spring is a page, it cannot also redirect',
    ]);
  });

  it('accepts a target with a #section, checking its page', () => {
    expect(
      validateRedirects(
        [
          moved('/docs/options/a', '/docs/spring#config'),
          moved('/docs/options/b', '/docs/x#y'),
          moved('/docs/options/c', '/docs/spring/#config'),
        ],
        pages,
      ),
    ).toEqual([
      'moved redirect /docs/options/b -> /docs/x#y: /docs/x is not a page of the site',
      'moved redirect /docs/options/c -> /docs/spring/#config: write addresses without a trailing slash',
      'moved redirect /docs/options/c -> /docs/spring/#config: /docs/spring/ is not a page of the site',
    ]);
  });

  it('rejects duplicates and trailing slashes', () => {
    expect(
      validateRedirects(
        [
          moved('/docs/a', '/docs/spring'),
          moved('/docs/a', '/docs/interpolate'),
          moved('/docs/b/', '/docs/spring'),
        ],
        pages,
      ),
    ).toEqual([
      'moved redirect /docs/a -> /docs/interpolate: /docs/a is redirected more than once',
      'moved redirect /docs/b/ -> /docs/spring: write addresses without a trailing slash',
    ]);
  });
});

describe('the site redirect map', () => {
  it('has no chains: no target is redirected again', () => {
    const sources = new Set(REDIRECTS.map((redirect) => redirect.from));
    expect(REDIRECTS.filter((redirect) => sources.has(redirect.to))).toEqual(
      [],
    );
  });

  it('lists every source once', () => {
    const sources = REDIRECTS.map((redirect) => redirect.from);
    expect(sources.length).toBe(new Set(sources).size);
  });

  it('keeps every old API reference address', () => {
    const fromApi = REDIRECTS.filter((r) => r.from.startsWith('/docs/api/'));
    expect(fromApi.length).toBeGreaterThan(300);
    expect(fromApi.every((r) => !r.to.startsWith('/docs/api/'))).toBe(true);
  });

  it('sends the flag addresses of the public docs to the flag', () => {
    expect(redirectTarget(REDIRECTS, '/docs/options/crf')).toBe(
      '/docs/cli/render#--crf',
    );
    // A Markdown copy has no sections: the whole copy of the page.
    expect(redirectTarget(REDIRECTS, '/docs/options/crf.md')).toBe(
      '/docs/cli/render.md',
    );
  });

  it('redirects Markdown copies along with their pages', () => {
    expect(redirectTarget(REDIRECTS, '/docs/api/interpolate.md')).toBe(
      '/docs/interpolate.md',
    );
    expect(redirectTarget(REDIRECTS, '/docs/api/interpolate/')).toBe(
      '/docs/interpolate',
    );
    expect(redirectTarget(REDIRECTS, '/docs/interpolate')).toBeUndefined();
  });
});

describe('withQuery', () => {
  it('puts the query before the section', () => {
    expect(withQuery('/docs/cli/render#--crf', '?ref=cli')).toBe(
      '/docs/cli/render?ref=cli#--crf',
    );
    expect(withQuery('/docs/spring', '?ref=cli')).toBe('/docs/spring?ref=cli');
    expect(withQuery('/docs/spring', '')).toBe('/docs/spring');
  });
});
