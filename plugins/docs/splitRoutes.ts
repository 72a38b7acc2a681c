import type {RouteConfig} from '@docusaurus/types';
import type {
  PropSidebarItem,
  PropSidebars,
  PropVersionDocs,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';

/**
 * The docs plugin gives every docs page one route module holding the metadata
 * of the whole version: every sidebar, and the title and description of every
 * doc. On a site with hundreds of pages that module is the largest thing a
 * docs page loads, and it grows with every page added anywhere.
 *
 * This module reshapes the plugin's route tree so that a page only loads what
 * it renders:
 *
 * - Every sidebar gets its own version route, whose metadata holds only that
 *   sidebar. React Router enters the first parent route that matches, so each
 *   such route must match exactly its own pages:
 *   - a sidebar whose pages share a URL prefix that no other page uses (for
 *     example everything under `/docs/editor-starter`) matches that prefix;
 *   - otherwise (API pages and guides share `/docs/<name>` addresses) the
 *     route matches the list of its pages, written as a path pattern
 *     `/docs/(interpolate|player/player|...)` with `exact`, which React
 *     Router's `path-to-regexp` reads as an alternation.
 * - The sidebar with the longest page list keeps the plain version route
 *   (`/docs`), together with pages in no sidebar and the version's other
 *   routes (tags), so the longest list is never written out.
 * - The `docs` map keeps only the docs a doc card can show (the items of a
 *   generated index or of a page that renders `<DocCardList>`), since cards
 *   are its only reader (`useDocById`).
 *
 * Routes, URLs and rendered pages stay the same. A unit test builds routes
 * with the real route matcher to prove every page still reaches its own
 * route.
 */

export type SplitOptions = {
  /** Permalinks of the docs whose source renders `<DocCardList>`. */
  readonly cardListPages: ReadonlySet<string>;
};

type VersionRoute = RouteConfig & {
  props: {version: PropVersionMetadata};
  routes: RouteConfig[];
};

function isVersionRoute(route: RouteConfig): route is VersionRoute {
  const props = route.props as {version?: unknown} | undefined;
  return props?.version !== undefined && Array.isArray(route.routes);
}

/** `/docs/lambda/` → `/docs/lambda`; the root `/` stays. */
function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function isUnder(path: string, prefix: string): boolean {
  const p = trimSlash(path);
  return p === prefix || p.startsWith(`${prefix}/`);
}

/** The deepest directory containing every path, e.g. `/docs/recorder`. */
export function commonPrefix(paths: readonly string[]): string {
  const split = paths.map((p) => trimSlash(p).split('/'));
  const first = split[0] ?? [''];
  let length = 0;
  while (
    length < first.length &&
    split.every((segments) => segments[length] === first[length])
  ) {
    length += 1;
  }
  // A page path equal to the prefix is an index page: its own segment counts
  // only if every other page sits below it.
  return first.slice(0, length).join('/') || '/';
}

function walk(
  items: readonly PropSidebarItem[],
  visit: (item: PropSidebarItem) => void,
): void {
  for (const item of items) {
    visit(item);
    if (item.type === 'category') {
      walk(item.items, visit);
    }
  }
}

/** Doc ids a doc card may look up: the direct items of card-list categories. */
export function cardDocIds(
  sidebars: PropSidebars,
  cardPages: ReadonlySet<string>,
): Set<string> {
  const ids = new Set<string>();
  for (const items of Object.values(sidebars)) {
    walk(items, (item) => {
      if (item.type !== 'category' || !item.href || !cardPages.has(item.href)) {
        return;
      }
      for (const child of item.items) {
        if (child.type === 'link' && child.docId) {
          ids.add(child.docId);
        }
      }
    });
  }
  return ids;
}

function pick<T>(
  record: Readonly<Record<string, T>>,
  keep: (key: string, value: T) => boolean,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record).filter(([key, value]) => keep(key, value)),
  );
}

function versionFor(
  version: PropVersionMetadata,
  sidebarNames: ReadonlySet<string>,
  cardIds: ReadonlySet<string>,
): PropVersionMetadata {
  const docs: PropVersionDocs = pick(version.docs, (id) => cardIds.has(id));
  return {
    ...version,
    docsSidebars: pick(version.docsSidebars, (name) => sidebarNames.has(name)),
    docs,
  };
}

/** A path pattern matching exactly `pages` below `versionPath`, or null. */
export function alternationPath(
  versionPath: string,
  pages: readonly string[],
): string | null {
  const relative = pages.map((page) =>
    trimSlash(page).slice(versionPath.length + 1),
  );
  // Characters with a meaning in path patterns cannot be listed safely.
  if (
    relative.some((part) => !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(part))
  ) {
    return null;
  }
  return `${versionPath}/(${relative.join('|')})`;
}

type OwnRoute = {readonly path: string; readonly exact: boolean};

/** Splits one version route; returns the routes replacing it. */
function splitVersionRoute(
  route: VersionRoute,
  options: SplitOptions,
): RouteConfig[] {
  const {version} = route.props;
  const docRoot = route.routes.find((child) => Array.isArray(child.routes));
  if (!docRoot?.routes) {
    return [route];
  }
  const pages = docRoot.routes;
  const versionPath = trimSlash(route.path);
  const cardPages = new Set(
    [...options.cardListPages].concat(
      pages
        .filter((page) => page.props?.categoryGeneratedIndex !== undefined)
        .map((page) => page.path),
    ),
  );
  const cardIds = cardDocIds(version.docsSidebars, cardPages);

  const own = new Map<string, OwnRoute>(); // sidebar name → its route path
  const listed: [string, string][] = []; // sidebars matched by page list
  for (const name of Object.keys(version.docsSidebars)) {
    const paths = pages
      .filter((page) => page.sidebar === name)
      .map((p) => p.path);
    if (paths.length === 0) {
      continue;
    }
    const prefix = commonPrefix(paths);
    const exclusive = pages.every(
      (page) => !isUnder(page.path, prefix) || page.sidebar === name,
    );
    if (exclusive && isUnder(prefix, versionPath) && prefix !== versionPath) {
      own.set(name, {path: prefix, exact: false});
      continue;
    }
    const list = paths.some((p) => trimSlash(p) === versionPath)
      ? null
      : alternationPath(versionPath, paths);
    if (list === null) {
      // Holds the version's own root page or an unlistable path: stays in
      // the plain version route.
      listed.push([name, '']);
    } else {
      listed.push([name, list]);
    }
  }
  // The plain version route keeps the sidebar that cannot be listed, or
  // else the one with the longest list; every other one is listed.
  const kept =
    listed.find(([, list]) => list === '') ??
    [...listed].sort((a, b) => b[1].length - a[1].length)[0];
  for (const [name, list] of listed) {
    if (list !== '' && name !== kept?.[0]) {
      own.set(name, {path: list, exact: true});
    }
  }

  const splits: RouteConfig[] = [...own].map(([name, {path, exact}]) => ({
    ...route,
    path,
    ...(exact ? {exact: true} : {}),
    props: {version: versionFor(version, new Set([name]), cardIds)},
    routes: [
      {
        ...docRoot,
        // A listed route's own path already admits only its pages; the
        // layout route below it can keep the short path (the list is long
        // and every copy of it ships in the route tables of every page).
        path: exact ? docRoot.path : path,
        routes: pages.filter((page) => page.sidebar === name),
      },
    ],
  }));
  const rest = new Set(
    Object.keys(version.docsSidebars).filter((name) => !own.has(name)),
  );
  const remaining: RouteConfig = {
    ...route,
    props: {version: versionFor(version, rest, cardIds)},
    routes: route.routes.map((child) =>
      child === docRoot
        ? {
            ...docRoot,
            routes: pages.filter(
              (page) =>
                typeof page.sidebar !== 'string' || rest.has(page.sidebar),
            ),
          }
        : child,
    ),
  };
  // More specific paths first: React Router enters the first parent matching.
  return [...splits, remaining];
}

/** Rewrites the docs plugin's root route (the one passed to `addRoute`). */
export function splitDocsRoutes(
  root: RouteConfig,
  options: SplitOptions,
): RouteConfig {
  if (!root.routes) {
    return root;
  }
  return {
    ...root,
    routes: root.routes.flatMap((child) =>
      isVersionRoute(child) ? splitVersionRoute(child, options) : [child],
    ),
  };
}
