import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One item of a sidebar: a doc id, a category, a link... */
export type SidebarItem = Extract<
  SidebarsConfig[string],
  readonly unknown[]
>[number];

/**
 * A category with a page of its own: clicking its label opens the doc
 * `indexId` (usually `<area>/index`, the area's overview), and the arrow
 * expands `items`.
 */
export function section(
  label: string,
  indexId: string,
  items: SidebarItem[],
): SidebarItem {
  return {type: 'category', label, link: {type: 'doc', id: indexId}, items};
}

/**
 * A category without a page: its label is only a heading that expands
 * `items`. `expanded` keeps it open on first load.
 */
export function group(
  label: string,
  items: SidebarItem[],
  {expanded = false}: {expanded?: boolean} = {},
): SidebarItem {
  return expanded
    ? {type: 'category', label, collapsed: false, items}
    : {type: 'category', label, items};
}
