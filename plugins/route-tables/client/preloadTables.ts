/**
 * Client module of the route-tables plugin. When a link is hovered or
 * touched, Docusaurus calls `window.docusaurus.preload(path)`, which only
 * sees routes that are already installed; this wraps it so that the route
 * table holding `path` is loaded first. A table that fails to load here is
 * not an error: the navigation itself loads it again (and reloads the page
 * if that fails too).
 *
 * `window.docusaurus` is set after client modules load, so the wrap happens
 * in the first route lifecycle (`onRouteUpdate` runs when the app is
 * constructed, before any link can be hovered).
 */
import {loadRouteTableFor} from './runtime';

type DocusaurusGlobal = {
  readonly prefetch: (routePath: string) => false | Promise<void>;
  readonly preload: (routePath: string) => Promise<void>;
};

/** Marks a wrapped object; object spread keeps it, so copies stay marked. */
const WRAPPED = Symbol('route tables');

export function preloadWithTables(target: {
  docusaurus?: DocusaurusGlobal;
}): void {
  const current = target.docusaurus;
  if (!current || WRAPPED in current) {
    return;
  }
  target.docusaurus = {
    ...current,
    [WRAPPED]: true,
    preload: (routePath) =>
      loadRouteTableFor(routePath).then(
        () => current.preload(routePath),
        () => undefined,
      ),
  } as DocusaurusGlobal;
}

export function onRouteUpdate(): void {
  if (typeof window !== 'undefined') {
    preloadWithTables(window as unknown as {docusaurus?: DocusaurusGlobal});
  }
}
