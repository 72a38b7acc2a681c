import fs from 'fs';
import path from 'path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {splitRouteTables} from './split';
import {validateWith} from '../options';

export type PluginOptions = {
  /**
   * Off: every page downloads the whole route list, chunk-name map and
   * registry, as Docusaurus generates them (the registry still trimmed when
   * `trimRegistry` is on).
   */
  readonly splitRoutes: boolean;
  /** Off: the generated registry ships unchanged (only without splitting). */
  readonly trimRegistry: boolean;
};

/** Rule replacing one generated file of `.docusaurus` in the client bundle. */
function replaceRule(generated: string, file: string) {
  return {
    test: new RegExp(
      `[\\\\/]\\.docusaurus[\\\\/]${generated.replace('.', '\\.')}$`,
    ),
    use: [{loader: path.join(__dirname, 'replace.cjs'), options: {file}}],
  };
}

/**
 * Keeps what every page downloads independent of the number of pages, in
 * the production browser bundle (the server bundle and the dev server are
 * left as generated):
 *
 * - route tables split by path (see `split.ts` and `client/runtime.ts`);
 * - chunk ids are the chunk names, so the runtime needs no id-to-name map;
 * - chunk file names carry the build's hash instead of one hash per chunk,
 *   so the runtime needs no id-to-hash map (both maps had one entry per
 *   page). The cost: after a deploy, visitors download a page's chunks
 *   again even when the page did not change;
 * - Docusaurus's `__webpack_require__.gca` (chunk name to URL, a third
 *   site-wide map) is left out. Only `window.docusaurus.prefetch` calls it,
 *   and this site turns viewport prefetching off
 *   (`src/clientModules/intentPrefetch.ts`).
 */
export default function routeTablesPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin {
  return {
    name: 'route-tables',
    getClientModules() {
      return options.splitRoutes
        ? [path.join(__dirname, 'client/preloadTables.ts')]
        : [];
    },
    configureWebpack(config, isServer) {
      if (isServer) {
        return {};
      }
      if (!options.splitRoutes || config.mode !== 'production') {
        return options.trimRegistry
          ? {
              module: {
                rules: [
                  {
                    test: /[\\/]\.docusaurus[\\/]registry\.js$/,
                    use: [{loader: path.join(__dirname, 'registry.cjs')}],
                  },
                ],
              },
            }
          : {};
      }
      const generated = context.generatedFilesDir;
      const read = (file: string) =>
        fs.readFileSync(path.join(generated, file), 'utf8');
      const split = splitRouteTables({
        routes: read('routes.js'),
        registry: read('registry.js'),
        chunkNames: read('routesChunkNames.json'),
        runtimeModule: path.join(__dirname, 'client/runtime.ts'),
        baseUrl: context.siteConfig.baseUrl,
      });
      const outDir = path.join(generated, 'route-tables');
      fs.rmSync(outDir, {recursive: true, force: true});
      fs.mkdirSync(outDir, {recursive: true});
      const write = (file: string, content: string) => {
        fs.writeFileSync(path.join(outDir, file), content);
        return path.join(outDir, file);
      };
      for (const [file, content] of split.tables) {
        write(file, content);
      }
      const rules = [
        replaceRule('routes.js', write('routes.client.js', split.routes)),
        replaceRule('registry.js', write('registry.client.js', split.registry)),
        replaceRule(
          'routesChunkNames.json',
          write('routesChunkNames.client.json', split.chunkNames),
        ),
      ];
      // Drop the plugin that adds `__webpack_require__.gca` (see above). It
      // is not exported, so it is found by its class name; if a framework
      // upgrade renames it, stop rather than ship its per-chunk map again.
      const plugins = config.plugins ?? [];
      const kept = plugins.filter(
        (plugin) => plugin?.constructor?.name !== 'ChunkAssetPlugin',
      );
      if (kept.length === plugins.length) {
        throw new Error(
          '[route-tables] Docusaurus no longer adds a plugin named ChunkAssetPlugin to the client bundle. Check what adds __webpack_require__.gca in this version and update plugins/route-tables/index.ts, or set splitRoutes: false.',
        );
      }
      config.plugins = kept;
      console.log(
        `[route-tables] ${split.counts.kept} routes in the route list, ${split.counts.moved} in ${split.counts.tables} tables.`,
      );
      return {
        module: {rules},
        optimization: {chunkIds: 'named'},
        output: {chunkFilename: 'assets/js/[name].[fullhash:8].js'},
      };
    },
  };
}

export const validateOptions = validateWith(
  Joi.object<PluginOptions>({
    splitRoutes: Joi.boolean().default(true),
    trimRegistry: Joi.boolean().default(true),
  }),
);
