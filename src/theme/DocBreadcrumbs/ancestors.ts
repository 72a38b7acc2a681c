import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';

type Page = {
  readonly permalink: string;
  /** The page's title and sidebar label. */
  readonly labels: readonly string[];
};

const normalise = (label: string): string => label.trim().toLowerCase();

/**
 * The crumbs that lead to a page, without the page itself: neither the
 * item that links to it (the doc, or a category whose link is this page)
 * nor a category named like it.
 */
export function ancestorCrumbs(
  crumbs: readonly PropSidebarBreadcrumbsItem[],
  page: Page,
): PropSidebarBreadcrumbsItem[] {
  const names = new Set(page.labels.map(normalise));
  return crumbs.filter(
    (crumb) =>
      crumb.href !== page.permalink && !names.has(normalise(crumb.label)),
  );
}
