import {describe, expect, it} from 'vitest';
import {
  distinctPages,
  nearbyAddresses,
  searchTermsOf,
  sitemapAddresses,
  tidyAddress,
} from './suggest';
import type {DocSearchHit} from '@site/src/search/types';

const PAGES = [
  '/',
  '/about/',
  '/docs',
  '/docs/use-current-frame',
  '/docs/use-video-config',
  '/docs/renderer/render-media',
  '/docs/renderer/render-still',
  '/docs/lambda/rendermediaonlambda',
  '/docs/player',
  '/docs/player/player',
  '/docs/spring',
];

describe('sitemapAddresses', () => {
  it('reads the path of every page the sitemap lists, once', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      '<url><loc>https://www.remotion.dev/about/</loc><priority>0.5</priority></url>' +
      '<url><loc>\n  https://www.remotion.dev/docs/spring\n</loc></url>' +
      '<url><loc>https://www.remotion.dev/docs/spring</loc></url>' +
      '<url><loc>not an address</loc></url></urlset>';
    expect(sitemapAddresses(xml)).toEqual(['/about/', '/docs/spring']);
  });
});

describe('tidyAddress', () => {
  it.each([
    ['/docs/Player/', '/docs/player'],
    ['/docs/player).', '/docs/player'],
    ['/docs/spring%22', '/docs/spring'],
    ['/docs//spring', '/docs/spring'],
    ['/docs/spring.html', '/docs/spring'],
    ['/docs/spring/index.html', '/docs/spring'],
    ['/docs/spring.md', '/docs/spring'],
    ['/', '/'],
    ['/%E0%A4%A', '/%e0%a4%a'],
  ])('%s → %s', (input, tidy) => {
    expect(tidyAddress(input)).toBe(tidy);
  });
});

describe('nearbyAddresses', () => {
  it('finds the page behind a pasted link with prose around it', () => {
    expect(nearbyAddresses('/docs/Use-Current-Frame).', PAGES)[0]).toBe(
      '/docs/use-current-frame',
    );
  });

  it('finds the page behind a typing mistake', () => {
    expect(nearbyAddresses('/docs/use-curent-frame', PAGES)).toEqual([
      '/docs/use-current-frame',
    ]);
    expect(nearbyAddresses('/docs/sprng', PAGES)).toEqual(['/docs/spring']);
    expect(nearbyAddresses('/abuot', PAGES)).toEqual(['/about/']);
  });

  it('finds a page whose last segment has the same letters', () => {
    expect(nearbyAddresses('/docs/rendermedia', PAGES)).toEqual([
      '/docs/renderer/render-media',
    ]);
  });

  it('proposes nothing for an address unlike any page', () => {
    expect(nearbyAddresses('/docs/security', PAGES)).toEqual([]);
    expect(nearbyAddresses('/', PAGES)).toEqual([]);
  });

  it('lists the closest first and at most the limit', () => {
    expect(nearbyAddresses('/docs/renderer/render-stil', PAGES, 1)).toEqual([
      '/docs/renderer/render-still',
    ]);
  });
});

describe('searchTermsOf', () => {
  it.each([
    ['/docs/player/custom-controls', 'player custom controls'],
    ['/docs/multiple-fps/', 'multiple fps'],
    ['/docs/api/render_media.html', 'render media'],
    ['/blog/2-0', ''],
    ['/docs', ''],
  ])('%s → "%s"', (address, terms) => {
    expect(searchTermsOf(address)).toBe(terms);
  });

  it('keeps the last words of a long address', () => {
    expect(searchTermsOf('/docs/a-b-c-d/e-f-g-h')).toBe('c d e f g h');
  });
});

describe('distinctPages', () => {
  const hit = (
    url: string,
    lvl0: string,
    lvl1: string | null,
  ): DocSearchHit => {
    const [withoutAnchor, anchor] = url.split('#');
    return {
      objectID: url,
      url,
      url_without_anchor: withoutAnchor!,
      anchor: anchor ?? null,
      type: anchor ? 'lvl2' : 'lvl1',
      content: null,
      hierarchy: {
        lvl0,
        lvl1,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      _highlightResult: {hierarchy: {}},
      _snippetResult: {hierarchy: {}},
    };
  };
  const toPath = (url: string) => new URL(url).pathname;

  it('lists each page once, without its section, in the order found', () => {
    expect(
      distinctPages(
        [
          hit(
            'https://www.remotion.dev/docs/player/controls#keyboard',
            'Docs',
            'Controls',
          ),
          hit(
            'https://www.remotion.dev/docs/player/controls',
            'Docs',
            'Controls',
          ),
          hit(
            'https://www.remotion.dev/docs/player/player#controls',
            'API reference',
            '<Player>',
          ),
        ],
        toPath,
      ),
    ).toEqual([
      {url: '/docs/player/controls', title: 'Controls', section: 'Docs'},
      {url: '/docs/player/player', title: '<Player>', section: 'API reference'},
    ]);
  });

  it('names a page without a title by its section, and keeps five', () => {
    const hits = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) =>
      hit(`https://www.remotion.dev/blog/${name}`, 'Blog', null),
    );
    const pages = distinctPages(hits, toPath);
    expect(pages).toHaveLength(5);
    expect(pages[0]).toEqual({url: '/blog/a', title: 'Blog', section: 'Blog'});
  });
});
