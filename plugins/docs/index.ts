import {readFile} from 'node:fs/promises';
import path from 'node:path';
import pluginContentDocs, {
  validateOptions as validateDocsOptions,
} from '@docusaurus/plugin-content-docs';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {
  LoadedContent,
  Options,
  PluginOptions,
} from '@docusaurus/plugin-content-docs';
import {splitDocsRoutes} from './splitRoutes';

const CARD_LIST = /<DocCardList\b/;

/** Permalinks of the docs whose source renders `<DocCardList>`. */
async function findCardListPages(
  siteDir: string,
  content: LoadedContent,
): Promise<Set<string>> {
  const docs = content.loadedVersions.flatMap((version) => version.docs);
  const hits = await Promise.all(
    docs.map(async (doc) => {
      const file = path.join(
        siteDir,
        aliasedSitePathToRelativePath(doc.source),
      );
      return CARD_LIST.test(await readFile(file, 'utf8'))
        ? doc.permalink
        : null;
    }),
  );
  return new Set(hits.filter((hit): hit is string => hit !== null));
}

/**
 * The plugin's global data, which every page of the site downloads, lists
 * every doc (id, path, sidebar). The theme reads that list to find the
 * current doc: for the navbar's sidebar links (replaced here by
 * `src/theme/NavbarItem/DocSidebarNavbarItem`, which reads the sidebar from
 * the matched route) and for the version menu, which links each version's
 * main doc when it finds no current doc. Only the main docs are kept.
 */
export function trimGlobalData(data: GlobalPluginData): GlobalPluginData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}

/**
 * The official docs plugin, with its route tree reshaped so a docs page loads
 * only its own sidebar (see `splitRoutes.ts`), and its global data reduced to
 * what the theme needs (see `trimGlobalData`).
 */
export default async function docsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  return {
    ...docs,
    async contentLoaded(args) {
      const cardListPages = await findCardListPages(
        context.siteDir,
        args.content,
      );
      await docs.contentLoaded!({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) =>
            args.actions.addRoute(splitDocsRoutes(route, {cardListPages})),
          setGlobalData: (data) =>
            args.actions.setGlobalData(
              trimGlobalData(data as GlobalPluginData),
            ),
        },
      });
    },
  };
}

export function validateOptions(
  args: OptionValidationContext<Options | undefined, PluginOptions>,
): PluginOptions {
  return validateDocsOptions(args);
}
