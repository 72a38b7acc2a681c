import {NO_SIDEBAR_FIELD} from './frontMatter';

/** The parts of a loaded sidebar item this check reads. */
export type SidebarNode = {
  readonly type: string;
  readonly id?: string;
  readonly items?: readonly SidebarNode[];
  readonly link?: {readonly type: string; readonly id?: string};
};

/** The ids of the docs a sidebar shows as its pages (docs and category links). */
export function sidebarDocIds(items: readonly SidebarNode[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.id ? [item.id] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...(item.items ? sidebarDocIds(item.items) : []),
  ]);
}

export type DocInSidebars = {
  readonly id: string;
  /** Path relative to the site directory, for messages. */
  readonly file: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
};

/**
 * A doc that no sidebar lists is hard to find and shows no navigation, so
 * it must say why in its front matter: `unlisted: true` (the Docusaurus
 * field: reachable by its address only, kept out of the sitemap and search
 * engines) or `no_sidebar: <reason>`. Drafts are never published and need
 * neither. A sidebar `ref` item links a doc without making it one of the
 * sidebar's pages, so it does not count.
 */
export function findDocsOutsideSidebars(
  docs: readonly DocInSidebars[],
  sidebars: Readonly<Record<string, readonly SidebarNode[]>>,
  sidebarFile: string,
): string[] {
  const listed = new Set(Object.values(sidebars).flatMap(sidebarDocIds));
  const staleOptOuts = docs
    .filter(
      ({id, frontMatter}) =>
        listed.has(id) && frontMatter[NO_SIDEBAR_FIELD] !== undefined,
    )
    .map(
      ({file}) =>
        `${file}: front matter field "${NO_SIDEBAR_FIELD}" says the doc is in no sidebar, but a sidebar lists it. Remove the field.`,
    );
  const missing = docs
    .filter(
      ({id, frontMatter}) =>
        !listed.has(id) &&
        frontMatter.unlisted !== true &&
        frontMatter.draft !== true &&
        frontMatter[NO_SIDEBAR_FIELD] === undefined,
    )
    .map(
      ({id, file}) =>
        `${file}: doc "${id}" is in no sidebar. Add "${id}" to a sidebar in ${sidebarFile}, or say why it has none in its front matter: "unlisted: true" (reachable by its address only) or "${NO_SIDEBAR_FIELD}: <reason>".`,
    );
  return [...missing, ...staleOptOuts];
}
