import type {Plugin, RouteConfig} from '@docusaurus/types';

/**
 * Test helper: runs a plugin's `loadContent` and `contentLoaded` with stub
 * actions and returns the routes it adds. `createData` returns
 * `/data/<name>` so tests can assert on the modules of a route.
 */
export async function loadRoutes<T>(plugin: Plugin<T>): Promise<RouteConfig[]> {
  const content = await plugin.loadContent!();
  const routes: RouteConfig[] = [];
  await plugin.contentLoaded!({
    content,
    actions: {
      addRoute: (route: RouteConfig) => routes.push(route),
      createData: async (name: string) => `/data/${name}`,
      setGlobalData: () => undefined,
    },
  } as unknown as Parameters<NonNullable<Plugin<T>['contentLoaded']>>[0]);
  return routes;
}
