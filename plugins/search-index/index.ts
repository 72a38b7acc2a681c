import {execFile} from 'child_process';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import {promisify} from 'util';
import {Joi} from '@docusaurus/utils-validation';
import type {Plugin} from '@docusaurus/types';
import {builtHtmlFile} from '../../src/lib/node/files';
import {writeCatalogue} from './catalogue';
import {prepareForIndex} from './prepare';
import {validateWith} from '../options';

export type PluginOptions = {
  /** Build the built-in index (off when a hosted index is configured). */
  readonly enabled: boolean;
  /** Routes never indexed. */
  readonly exclude: readonly string[];
};

/** Where the index is written, under the build folder. */
export const INDEX_DIR = 'pagefind';

/**
 * The built-in search backend: after the production build, indexes every
 * route's HTML with Pagefind (headings as sections, DocSearch meta tags as
 * filters) and writes the chunked index to `build/pagefind/`.
 */
export default function searchIndexPlugin(
  _context: unknown,
  options: PluginOptions,
): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      if (!options.enabled) {
        return;
      }
      const work = await fs.mkdtemp(path.join(os.tmpdir(), 'search-index-'));
      try {
        const routes = [...new Set(routesPaths)].filter(
          (route) => !options.exclude.includes(route),
        );
        const manifest: {url: string; file: string}[] = [];
        for (const route of routes) {
          const file = builtHtmlFile(outDir, route);
          const content =
            file && prepareForIndex(await fs.readFile(file, 'utf8'));
          if (!content) {
            continue;
          }
          const prepared = path.join(work, `${manifest.length}.html`);
          await fs.writeFile(prepared, content);
          manifest.push({url: route, file: prepared});
        }
        const manifestPath = path.join(work, 'manifest.json');
        await fs.writeFile(manifestPath, JSON.stringify(manifest));
        const {stdout} = await promisify(execFile)(
          process.execPath,
          [
            path.join(__dirname, 'worker.mjs'),
            manifestPath,
            path.join(outDir, INDEX_DIR),
          ],
          {maxBuffer: 16 * 1024 * 1024},
        );
        process.stdout.write(stdout);
        const {catalogue, vocabulary} = await writeCatalogue(
          path.join(outDir, INDEX_DIR),
        );
        console.log(
          `[search-index] Catalogue: ${catalogue.pages.length} pages, ${
            Object.keys(vocabulary).length
          } words.`,
        );
      } finally {
        await fs.rm(work, {recursive: true, force: true});
      }
    },
  };
}

export const validateOptions = validateWith(
  Joi.object<PluginOptions>({
    enabled: Joi.boolean().required(),
    exclude: Joi.array().items(Joi.string()).default([]),
  }),
);
