import fs from 'fs/promises';
import path from 'path';
import type {Plugin} from '@docusaurus/types';

/**
 * Addresses that are not pages for a search engine: the search page (its
 * results are other pages of the site, at a new address for every query)
 * and the files of the built-in search index.
 */
const NOT_FOR_CRAWLERS = ['/search', '/pagefind/'];

/**
 * The robots.txt of a site at `siteUrl` + `baseUrl`: crawl everything but
 * search, and where the sitemap is.
 */
export function robotsTxt(siteUrl: string, baseUrl = '/'): string {
  const root = new URL(baseUrl, siteUrl);
  const at = (address: string) => `${root.pathname}${address.slice(1)}`;
  return [
    'User-agent: *',
    ...NOT_FOR_CRAWLERS.map((address) => `Disallow: ${at(address)}`),
    '',
    `Sitemap: ${root.origin}${at('/sitemap.xml')}`,
    '',
  ].join('\n');
}

/**
 * Writes `robots.txt` at the root of the build, pointing crawlers at the
 * sitemap that the preset writes. The site address comes from the site
 * config, like every other absolute address of the build.
 */
export default function robotsPlugin(): Plugin {
  return {
    name: 'robots',
    async postBuild({outDir, siteConfig}) {
      await fs.writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt(siteConfig.url, siteConfig.baseUrl),
      );
    },
  };
}
