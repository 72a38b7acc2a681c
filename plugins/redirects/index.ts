import fsSync from 'fs';
import fs from 'fs/promises';
import path from 'path';
import type {Plugin} from '@docusaurus/types';
import {
  REDIRECTS,
  targetPage,
  validateRedirects,
} from '../../src/lib/redirects';
import {
  SHORT_LINKS,
  validateShortLinks,
} from '../../src/lib/redirects/shortLinks';
import {HOSTING_DIR} from '../security-headers';
import {builtHtmlFile} from '../../src/lib/node/files';
import {elementIds, missingSections, sectionRedirectPage} from './sections';
import {
  nginxRedirectMap,
  nginxShortLinkMap,
  pageAddresses,
  redirectsJson,
  shortLinksJson,
} from './files';

/**
 * Checks the redirect map and the short links (`src/lib/redirects`) against
 * the built pages (each target a page, each `#section` of a target on its
 * page) and writes them for the servers, into `build/_hosting/`:
 * `redirects.map` and `short-links.map` (included by
 * `scripts/nginx/site.conf`), `redirects.json` and `short-links.json` (read
 * by `scripts/serve.mjs`). The static redirect pages for other hosts come
 * from `@docusaurus/plugin-client-redirects`, configured with the same lists,
 * except those whose target has a `#section`: this plugin writes them (see
 * `sectionRedirectPage`).
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
        ...missingSections(
          [
            ...REDIRECTS.map(({from, to, kind}) => ({
              entry: `${kind} redirect ${from} -> ${to}`,
              to,
            })),
            ...SHORT_LINKS.map(({from, to}) => ({
              entry: `short link ${from} -> ${to}`,
              to,
            })),
          ].filter(({to}) => to.startsWith('/')),
          (page) => {
            const file = builtHtmlFile(outDir, page);
            return file === undefined
              ? undefined
              : elementIds(fsSync.readFileSync(file, 'utf8'));
          },
        ),
      ];
      if (problems.length > 0) {
        throw new Error(
          `The redirects in src/lib/redirects do not fit the site:\n${problems.join('\n')}`,
        );
      }
      for (const {from, to} of REDIRECTS) {
        if (to !== targetPage(to)) {
          const file = path.join(outDir, from, 'index.html');
          await fs.mkdir(path.dirname(file), {recursive: true});
          await fs.writeFile(file, sectionRedirectPage(to));
        }
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
