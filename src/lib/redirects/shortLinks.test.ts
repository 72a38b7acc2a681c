import {describe, expect, it} from 'vitest';
import {REDIRECTS} from './index';
import {
  SHORT_LINKS,
  isExternal,
  shortLinkPaths,
  validateShortLinks,
  type ShortLink,
} from './shortLinks';

const link = (from: string, to: string): ShortLink => ({from, to});

const pages = new Set(['/docs/license', '/docs/bun', '/templates']);
const redirected = new Set(['/docs/old']);

describe('validateShortLinks', () => {
  it('names each problem with the link, and passes good links', () => {
    expect(
      validateShortLinks(
        [
          link('/license', '/docs/license'),
          link('/bun', '/docs/bun#limits'),
          link('/discord', 'https://discord.example/invite'),
          link('/License', '/docs/license'),
          link('/a/b', '/docs/license'),
          link('/x', '/docs/missing#part'),
          link('/x', 'http://example.com'),
          link('/templates', '/docs/bun'),
          link('/docs/old', '/docs/bun'),
        ],
        pages,
        redirected,
      ),
    ).toEqual([
      'short link /License -> /docs/license: write the source as one lowercase segment, like /license',
      'short link /a/b -> /docs/license: write the source as one lowercase segment, like /license',
      'short link /x -> /docs/missing#part: /docs/missing is not a page of the site',
      'short link /x -> http://example.com: /x is listed more than once',
      'short link /x -> http://example.com: an address elsewhere must use https',
      'short link /templates -> /docs/bun: /templates is a page, it cannot also redirect',
      'short link /docs/old -> /docs/bun: write the source as one lowercase segment, like /license',
      'short link /docs/old -> /docs/bun: /docs/old is already in the redirect map',
    ]);
  });
});

describe('the site short links', () => {
  it('do not repeat an address of the redirect map', () => {
    const redirectSources = new Set(REDIRECTS.map(({from}) => from));
    expect(
      validateShortLinks(
        SHORT_LINKS,
        // Every internal target counts as a page here; the build checks
        // them against the real pages.
        new Set(SHORT_LINKS.map(({to}) => to.replace(/#.*$/, ''))),
        redirectSources,
      ),
    ).toEqual([]);
  });

  it('answer with and without a trailing slash', () => {
    const license = SHORT_LINKS.find(({from}) => from === '/license')!;
    expect(shortLinkPaths(license)).toEqual([
      ['/license', '/docs/license'],
      ['/license/', '/docs/license'],
    ]);
  });

  it('send the chat, issue and changelog links off the site', () => {
    const external = SHORT_LINKS.filter(isExternal).map(({from}) => from);
    expect(external).toEqual(
      expect.arrayContaining(['/discord', '/issue', '/report', '/changelog']),
    );
  });
});
