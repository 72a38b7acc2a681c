import fs from 'fs/promises';
import path from 'path';
import type {Plugin} from '@docusaurus/types';
import {REDIRECTS, validateRedirects} from '../../src/lib/redirects';
import {
  SHORT_LINKS,
  validateShortLinks,
} from '../../src/lib/redirects/shortLinks';
import {HOSTING_DIR} from '../security-headers';
import {
  nginxRedirectMap,
  nginxShortLinkMap,
  pageAddresses,
  redirectsJson,
  shortLinksJson,
} from './files';

/**
 * Checks the redirect map and the short links (`src/lib/redirects`) against
 * the built pages and writes them for the servers, into `build/_hosting/`:
 * `redirects.map` and `short-links.map` (included by
 * `scripts/nginx/site.conf`), `redirects.json` and `short-links.json` (read
 * by `scripts/serve.mjs`). The static redirect pages for other hosts come
 * from `@docusaurus/plugin-client-redirects`, configured with the same lists.
 */
export default function redirectsPlugin(): Plugin {
  return {
    name: 'redirects',
    async postBuild({outDir, routesPaths}) {
      const pages = pageAddresses(routesPaths);
      const problems = [
        ...validateRedirects(REDIRECTS, pages),
        ...validateShortLinks(
          SHORT_LINKS,
          pages,
          new Set(REDIRECTS.map(({from}) => from)),
        ),
      ];
      if (problems.length > 0) {
        throw new Error(
          `The redirects in src/lib/redirects do not fit the site:\n${problems.join('\n')}`,
        );
      }
      const dir = path.join(outDir, HOSTING_DIR);
      await fs.mkdir(dir, {recursive: true});
      const files: Record<string, string> = {
        'redirects.json': redirectsJson(REDIRECTS),
        'redirects.map': nginxRedirectMap(REDIRECTS),
        'short-links.json': shortLinksJson(SHORT_LINKS),
        'short-links.map': nginxShortLinkMap(SHORT_LINKS),
      };
      for (const [name, content] of Object.entries(files)) {
        await fs.writeFile(path.join(dir, name), content);
      }
    },
  };
}
