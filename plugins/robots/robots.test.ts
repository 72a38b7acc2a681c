import {describe, expect, it} from 'vitest';
import {robotsTxt} from './index';

describe('robotsTxt', () => {
  it('names the sitemap at the site origin and keeps crawlers off search', () => {
    const text = robotsTxt('https://www.remotion.dev');
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /search',
      'Disallow: /pagefind/',
      '',
      'Sitemap: https://www.remotion.dev/sitemap.xml',
      '',
    ]);
  });

  it('puts the addresses under the base URL', () => {
    const text = robotsTxt('https://example.com', '/docs-site/');
    expect(text).toContain('Disallow: /docs-site/search\n');
    expect(text).toContain(
      'Sitemap: https://example.com/docs-site/sitemap.xml',
    );
  });
});
