import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_PARSE_FRONT_MATTER,
  aliasedSitePathToRelativePath,
} from '@docusaurus/utils';
import type {LoadContext} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {problemsError} from '../../src/lib/frontMatter';
import {findDocProblems, type DocFile, type DocRules} from './frontMatter';
import {findDocsOutsideSidebars, type SidebarNode} from './sidebars';

/**
 * Reads a content file as the plugins do (through the site's
 * `markdown.parseFrontMatter`), keeping the front matter as YAML wrote it:
 * the plugins' own validation has already turned `title: 5` into "5".
 */
export async function readContentFile(
  context: Pick<LoadContext, 'siteDir' | 'siteConfig'>,
  aliasedSource: string,
): Promise<DocFile> {
  const file = aliasedSitePathToRelativePath(aliasedSource);
  const filePath = path.join(context.siteDir, file);
  const source = await readFile(filePath, 'utf8');
  const {frontMatter} = await context.siteConfig.markdown.parseFrontMatter({
    filePath,
    fileContent: source,
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
  return {file: file.split(path.sep).join('/'), frontMatter, source};
}

/**
 * Fails when a doc breaks the site's rules (front matter schema, stub body,
 * sidebar membership), listing every problem with its file and field.
 */
export async function assertValidDocs(
  context: Pick<LoadContext, 'siteDir' | 'siteConfig'>,
  content: LoadedContent,
  rules: DocRules & {readonly sidebarFile: string},
): Promise<void> {
  const problems: string[] = [];
  for (const version of content.loadedVersions) {
    const docs = await Promise.all(
      [...version.docs, ...version.drafts].map(async (doc) => ({
        id: doc.id,
        ...(await readContentFile(context, doc.source)),
      })),
    );
    problems.push(
      ...docs.flatMap((doc) => findDocProblems(doc, rules)),
      ...findDocsOutsideSidebars(
        docs,
        version.sidebars as Record<string, readonly SidebarNode[]>,
        rules.sidebarFile,
      ),
    );
  }
  if (problems.length > 0) {
    throw problemsError('Invalid docs', problems);
  }
}
