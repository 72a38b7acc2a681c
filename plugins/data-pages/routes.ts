import type {RouteConfig} from '@docusaurus/types';
import type {Entry} from '../../src/data/types';

/** A route before its data modules are written with `createData`. */
export type PlannedRoute = {
  readonly path: string;
  readonly component: string;
  /** Module name (prop name) to JSON-serialisable value. */
  readonly data: Readonly<Record<string, unknown>>;
};

export type DataPagesRoutesInput<T extends Entry> = {
  /** For example `/experts/`. Must start and end with a slash. */
  readonly basePath: string;
  readonly entries: readonly T[];
  readonly listComponent: string;
  readonly listProp: string;
  readonly itemComponent: string;
  readonly itemProp: string;
};

/** Pure: the list page plus one page per entry. */
export function planRoutes<T extends Entry>(
  input: DataPagesRoutesInput<T>,
): PlannedRoute[] {
  return [
    {
      path: input.basePath,
      component: input.listComponent,
      data: {[input.listProp]: input.entries},
    },
    ...input.entries.map((entry) => ({
      path: `${input.basePath}${entry.slug}`,
      component: input.itemComponent,
      data: {[input.itemProp]: entry},
    })),
  ];
}

/** Writes each route's data with `createData` and returns route configs. */
export async function materialiseRoutes(
  planned: readonly PlannedRoute[],
  createData: (name: string, data: string) => Promise<string>,
): Promise<RouteConfig[]> {
  return Promise.all(
    planned.map(async (route) => {
      const modules: Record<string, string> = {};
      for (const [prop, value] of Object.entries(route.data)) {
        const base = route.path
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/^-|-$/g, '');
        const name = `${base || 'index'}-${prop}.json`;
        modules[prop] = await createData(name, JSON.stringify(value));
      }
      return {
        path: route.path,
        component: route.component,
        exact: true,
        modules,
      };
    }),
  );
}
