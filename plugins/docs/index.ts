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
 * The official docs plugin, with its route tree reshaped so a docs page loads
 * only its own sidebar (see `splitRoutes.ts`).
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
