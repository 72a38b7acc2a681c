import fs from 'fs/promises';
import path from 'path';
import type {Plugin} from '@docusaurus/types';
import {REDIRECTS, validateRedirects} from '../../src/lib/redirects';
import {HOSTING_DIR} from '../security-headers';
import {nginxRedirectMap, pageAddresses, redirectsJson} from './files';

/**
 * Checks the redirect map (`src/lib/redirects`) against the built pages and
 * writes it for the servers: `build/_hosting/redirects.map` (included by
 * `scripts/nginx/site.conf`) and `redirects.json` (read by
 * `scripts/serve.mjs`). The static redirect pages for other hosts come from
 * `@docusaurus/plugin-client-redirects`, configured with the same map.
 */
export default function redirectsPlugin(): Plugin {
  return {
    name: 'redirects',
    async postBuild({outDir, routesPaths}) {
      const problems = validateRedirects(REDIRECTS, pageAddresses(routesPaths));
      if (problems.length > 0) {
        throw new Error(
          `The redirect map in src/lib/redirects does not fit the site:\n${problems.join('\n')}`,
        );
      }
      const dir = path.join(outDir, HOSTING_DIR);
      await fs.mkdir(dir, {recursive: true});
      await fs.writeFile(
        path.join(dir, 'redirects.json'),
        redirectsJson(REDIRECTS),
      );
      await fs.writeFile(
        path.join(dir, 'redirects.map'),
        nginxRedirectMap(REDIRECTS),
      );
    },
  };
}
