import fs from 'fs/promises';
import path from 'path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {mdxToMarkdown} from './convert';
import {markdownPath} from '../../src/lib/urls';
import {buildLlmsFullTxt, buildLlmsTxt, type CopyPage} from './llms';
import {validateWith} from '../options';

export type PluginOptions = {
  readonly name: string;
  readonly summary: string;
  readonly details: string;
  readonly toolkitVersion: string;
  /** llms.txt sections of each docs sidebar, in output order. */
  readonly sidebars: Readonly<Record<string, SidebarSections>>;
  /** llms.txt section of each blog-like plugin instance, in output order. */
  readonly collections: Readonly<Record<string, string>>;
  /** Title of a live demo, by id. */
  readonly demoTitle?: (id: string) => string | undefined;
};

/** Front matter flag that keeps a page out of the Markdown copies. */
export const OPT_OUT_FIELD = 'markdown_copy';

type Source = {
  readonly file: string;
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  readonly section: string;
};

type SidebarNode = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarNode[];
  link?: {type: string; id?: string};
};

/** How a sidebar is split into llms.txt sections. */
export type SidebarSections = {
  readonly title: string;
  /**
   * `category`: one section per top-level category; `package`: one per
   * package category (`remotion: hooks` counts as `remotion`); `none`: one.
   */
  readonly split: 'category' | 'package' | 'none';
};

function packageOf(label: string): string | undefined {
  return /^(remotion|@remotion\/[a-z0-9-]+)\b/.exec(label)?.[1];
}

/** Walks a sidebar in order and names each doc's llms.txt section. */
function sidebarSections(
  items: readonly SidebarNode[],
  config: SidebarSections,
  parent: string | undefined,
  out: Map<string, string>,
): void {
  const name = (section: string | undefined) =>
    section ? `${config.title}: ${section}` : config.title;
  for (const item of items) {
    if (item.type === 'doc' && item.id && !out.has(item.id)) {
      out.set(item.id, name(parent));
    }
    if (item.type !== 'category') {
      continue;
    }
    const label = item.label ?? '';
    const section =
      config.split === 'package'
        ? (packageOf(label) ?? parent)
        : config.split === 'category'
          ? (parent ?? label)
          : undefined;
    if (item.link?.type === 'doc' && item.link.id && !out.has(item.link.id)) {
      out.set(item.link.id, name(section));
    }
    sidebarSections(item.items ?? [], config, section, out);
  }
}

export default function markdownCopiesPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  let sources: Source[] = [];

  return {
    name: 'markdown-copies',

    allContentLoaded({allContent}) {
      sources = [];
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      for (const version of docs?.loadedVersions ?? []) {
        const sections = new Map<string, string>();
        for (const [sidebar, config] of Object.entries(options.sidebars)) {
          sidebarSections(
            (version.sidebars[sidebar] ?? []) as SidebarNode[],
            config,
            undefined,
            sections,
          );
        }
        const rank = new Map([...sections.keys()].map((id, i) => [id, i]));
        const ordered = [...version.docs].sort(
          (a, b) =>
            (rank.get(a.id) ?? rank.size) - (rank.get(b.id) ?? rank.size),
        );
        for (const doc of ordered) {
          if (doc.frontMatter[OPT_OUT_FIELD] === false) {
            continue;
          }
          sources.push({
            file: doc.source.replace(/^@site\//, ''),
            permalink: doc.permalink,
            title: doc.title,
            description: doc.description,
            section: sections.get(doc.id) ?? 'Other pages',
          });
        }
      }
      const blogs = allContent['docusaurus-plugin-content-blog'] ?? {};
      for (const [id, section] of Object.entries(options.collections)) {
        const content = blogs[id] as BlogContent | undefined;
        for (const post of content?.blogPosts ?? []) {
          if (post.metadata.frontMatter[OPT_OUT_FIELD] === false) {
            continue;
          }
          sources.push({
            file: post.metadata.source.replace(/^@site\//, ''),
            permalink: post.metadata.permalink,
            title: post.metadata.title,
            description: post.metadata.description,
            section,
          });
        }
      }
    },

    async postBuild({outDir}) {
      const pages: (CopyPage & {docs: boolean})[] = [];
      for (const source of sources) {
        const mdx = await fs.readFile(
          path.join(context.siteDir, source.file),
          'utf8',
        );
        const markdown = mdxToMarkdown(mdx, {
          file: source.file,
          title: source.title,
          description: source.description,
          siteUrl,
          pageUrl: `${siteUrl}${source.permalink}`,
          toolkitVersion: options.toolkitVersion,
          demoTitle: options.demoTitle,
        });
        const target = path.join(outDir, markdownPath(source.permalink));
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, markdown);
        pages.push({
          ...source,
          markdown,
          docs: source.file.startsWith('docs/'),
        });
      }
      const meta = {
        name: options.name,
        summary: options.summary,
        siteUrl,
      };
      await fs.writeFile(
        path.join(outDir, 'llms.txt'),
        buildLlmsTxt({...meta, details: options.details, pages}),
      );
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        buildLlmsFullTxt({...meta, pages: pages.filter((page) => page.docs)}),
      );
    },
  };
}

export const validateOptions = validateWith(
  Joi.object<PluginOptions>({
    name: Joi.string().required(),
    summary: Joi.string().required(),
    details: Joi.string().required(),
    toolkitVersion: Joi.string().required(),
    sidebars: Joi.object()
      .pattern(
        Joi.string(),
        Joi.object({
          title: Joi.string().required(),
          split: Joi.string().valid('category', 'package', 'none').required(),
        }),
      )
      .required(),
    collections: Joi.object().pattern(Joi.string(), Joi.string()).required(),
    demoTitle: Joi.function(),
  }),
);
