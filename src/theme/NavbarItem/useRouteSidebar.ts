import {useMemo} from 'react';
import routes from '@generated/routes';
import {matchPath, useLocation} from '@docusaurus/router';

type SidebarRoute = {
  readonly path?: string;
  readonly exact?: boolean;
  readonly sidebar?: string;
  readonly routes?: readonly SidebarRoute[];
};

/**
 * The `sidebar` of the deepest route matching `pathname`, found the way
 * React Router picks routes: the first matching route at each level.
 */
export function sidebarOfRoute(
  tree: readonly SidebarRoute[],
  pathname: string,
): string | undefined {
  for (const route of tree) {
    const match = matchPath(pathname, {
      path: route.path,
      exact: route.exact,
    });
    if (!match) {
      continue;
    }
    return route.routes
      ? sidebarOfRoute(route.routes, pathname)
      : route.sidebar;
  }
  return undefined;
}

/** The docs sidebar of the current page, if it has one. */
export function useRouteSidebar(): string | undefined {
  const {pathname} = useLocation();
  return useMemo(
    () => sidebarOfRoute(routes as readonly SidebarRoute[], pathname),
    [pathname],
  );
}
