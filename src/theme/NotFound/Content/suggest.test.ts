import {describe, expect, it} from 'vitest';
import {
  nearbyAddresses,
  searchTermsOf,
  sitemapAddresses,
  tidyAddress,
} from './suggest';

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
