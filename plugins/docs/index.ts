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
import {assertWordCount, MIN_PROSE_WORDS} from '../../src/lib/frontMatter';
import {validateWrappedOptions} from '../options';
import {assertValidDocs} from './content';
import {createContentProblemReporter} from './devOverlay';
import {warnIfShallowHistory} from './gitHistory';
import {splitDocsRoutes} from './splitRoutes';

/** The docs plugin's options plus the site's content rules. */
export type DocsOptions = Options & {
  /** Fewest words of prose a page needs (default `MIN_PROSE_WORDS`). */
  readonly minProseWords?: number;
};

export type DocsPluginOptions = PluginOptions & {
  readonly minProseWords: number;
};

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
 * The official docs plugin, with the site's content rules checked (see
 * `content.ts`), its route tree reshaped so a docs page loads only its own
 * sidebar (see `splitRoutes.ts`), and its global data reduced to what the
 * theme needs (see `trimGlobalData`).
 */
export default async function docsPlugin(
  context: LoadContext,
  options: DocsPluginOptions,
): Promise<Plugin<LoadedContent>> {
  const {minProseWords, ...docsOptions} = options;
  const docs = await pluginContentDocs(context, docsOptions);
  const problems = createContentProblemReporter(context, docs.name, options.id);
  if (options.showLastUpdateTime && process.env.NODE_ENV === 'production') {
    warnIfShallowHistory(context.siteDir);
  }
  return {
    ...docs,
    /**
     * The content rules run here, after the plugin has loaded the docs and
     * the sidebars, because `loadContent` runs in both `docusaurus build` and
     * `docusaurus start`, and again whenever the dev server sees a change in
     * `docs/` or the sidebars file. A thrown error fails the build; in the
     * dev server it fails the start, or, on a reload, is printed in the
     * terminal ("Site plugin reload failure") while the last good content
     * stays served, until a fix reloads the plugin. `devOverlay.ts` also
     * shows it in the browser's error overlay. (The site-wide
     * `markdown.parseFrontMatter` hook sees one file at a time and no
     * sidebars.)
     */
    loadContent: () =>
      problems.load(async () => {
        const content = await docs.loadContent!();
        await assertValidDocs(context, content, {
          minProseWords,
          sidebarFile:
            typeof options.sidebarPath === 'string'
              ? path
                  .relative(
                    context.siteDir,
                    path.resolve(context.siteDir, options.sidebarPath),
                  )
                  .split(path.sep)
                  .join('/')
              : 'the sidebars file',
        });
        return content;
      }),
    configureWebpack: problems.configureWebpack(docs.configureWebpack),
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

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  DocsOptions | undefined,
  DocsPluginOptions
>): DocsPluginOptions {
  const {minProseWords = MIN_PROSE_WORDS, ...docsOptions} = options ?? {};
  assertWordCount('docs', minProseWords);
  // The docs plugin validates its own options; `minProseWords` is ours.
  return {
    ...validateWrappedOptions(validateDocsOptions, validate, docsOptions),
    minProseWords,
  };
}
