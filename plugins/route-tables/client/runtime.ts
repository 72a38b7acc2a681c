/**
 * Browser side of the split route tables (see `../split.ts` for the build
 * side). The generated route list that every page downloads keeps only the
 * routes that have child routes or patterns (layouts, the 404 catch-all);
 * the routes of individual pages live in small tables, one of which holds
 * any given path (`bucketOf`). A table is loaded the first time the app
 * needs a route from it:
 *
 * - on first load and on every navigation, Docusaurus preloads the
 *   components of the routes matching the path before it renders; the
 *   components of the kept routes are wrapped so that their preload also
 *   loads the path's table, installs its routes in place and preloads the
 *   newly matched ones. Any path matches a kept route (at least the
 *   catch-all), so this always runs before React Router matches the path;
 * - when a link is hovered or touched, `loadRouteTableFor` is called with
 *   the link's path before Docusaurus preloads it (`./preloadTables.ts`).
 *
 * A table that fails to load is forgotten, so the next attempt retries; a
 * navigation whose preload fails makes Docusaurus reload the page, which
 * then loads the address in full.
 */
import type {ReactNode} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {bucketOf} from './bucketOf';

/** One route of a table: [list id, position, path, hash, other fields]. */
export type TableRoute = readonly [
  number,
  number,
  string,
  string,
  Readonly<Record<string, unknown>>,
];

/** What a generated table module exports. */
export type RouteTable = {
  readonly registry: Readonly<Record<string, unknown>>;
  readonly chunkNames: Readonly<Record<string, unknown>>;
  readonly routes: readonly TableRoute[];
};

type Preloadable = {preload?: () => Promise<unknown>};
type OrderedRoute = RouteConfig & {__order?: number};

let loadTableFor: (path: string) => Promise<void> = () => Promise.resolve();

/**
 * Loads (once) the route table that holds `path`. Does nothing when the
 * route tables are not split (development, or the plugin's switch off).
 */
export function loadRouteTableFor(path: string): Promise<void> {
  return loadTableFor(path);
}

/**
 * The route without a path that holds the page routes of the root list
 * (see `../split.ts`): renders the first of them that matches, like the
 * layout routes of Docusaurus do with their children.
 */
export function RouteTableOutlet(props: {
  readonly route: RouteConfig;
}): ReactNode {
  return renderRoutes(props.route.routes!);
}
RouteTableOutlet.preload = () => Promise.resolve();

/** Inserts `route` among the kept routes of its list, by original position. */
function insertInOrder(list: OrderedRoute[], route: OrderedRoute): void {
  const order = route.__order ?? 0;
  let index = list.length;
  while (index > 0 && (list[index - 1]!.__order ?? 0) > order) {
    index -= 1;
  }
  list.splice(index, 0, route);
}

/**
 * Called by the generated route module with its route lists (the root list
 * first) and one loader per table; returns the root list.
 */
export function setUpRouteTables(
  lists: OrderedRoute[][],
  loaders: readonly (() => Promise<RouteTable>)[],
): RouteConfig[] {
  const root = lists[0]!;
  const tables = new Map<number, Promise<void>>();
  const tableComponents = new WeakSet<object>();

  const install = (table: RouteTable) => {
    Object.assign(registry, table.registry);
    Object.assign(routesChunkNames, table.chunkNames);
    for (const [listId, order, path, hash, fields] of table.routes) {
      const component = ComponentCreator(path, hash);
      tableComponents.add(component);
      insertInOrder(lists[listId]!, {
        ...fields,
        path,
        component,
        __order: order,
      });
    }
  };

  loadTableFor = (path) => {
    const index = bucketOf(path, loaders.length);
    let pending = tables.get(index);
    if (!pending) {
      pending = loaders[index]!().then(install, (error: unknown) => {
        tables.delete(index);
        throw error;
      });
      tables.set(index, pending);
    }
    return pending;
  };

  const preloadTableRoutes = (path: string) =>
    Promise.all(
      matchRoutes(root, path)
        .map(({route}) => route.component as Preloadable | undefined)
        .filter((component) => component && tableComponents.has(component))
        .map((component) => component!.preload?.()),
    );

  const wrapPreloads = (list: readonly RouteConfig[]) => {
    for (const route of list) {
      const component = route.component as Preloadable | undefined;
      const original = component?.preload;
      if (component && original) {
        component.preload = () => {
          const path = window.location.pathname;
          return Promise.all([
            original.call(component),
            loadTableFor(path).then(() => preloadTableRoutes(path)),
          ]);
        };
      }
      if (route.routes) {
        wrapPreloads(route.routes);
      }
    }
  };
  wrapPreloads(root);
  return root;
}
