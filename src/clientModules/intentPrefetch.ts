/**
 * Prefetch on intent, not on sight. Docusaurus prefetches the code and data
 * of every internal link that scrolls into view; with several hundred docs
 * pages, the sidebar, navbar and footer links alone pulled in about 300 KB
 * (gzip) of JavaScript on every first load. Links still preload their route
 * when hovered or touched (`window.docusaurus.preload`), which is when a
 * visit becomes likely; viewport prefetching is turned off.
 *
 * The production bundle relies on this: `plugins/route-tables` leaves out
 * `__webpack_require__.gca`, which only viewport prefetching calls.
 *
 * `window.docusaurus` is set after client modules load, so the switch
 * happens in the first route lifecycle (`onRouteUpdate` runs when the app
 * is constructed), before any link can report that it is visible.
 */
type DocusaurusGlobal = {
  readonly prefetch: (routePath: string) => false | Promise<void>;
  readonly preload: (routePath: string) => Promise<void>;
};

let patched = false;

export function disableViewportPrefetch(target: {
  docusaurus?: DocusaurusGlobal;
}): void {
  if (patched || !target.docusaurus) {
    return;
  }
  // The object is frozen: replace it with one whose prefetch does nothing.
  target.docusaurus = {...target.docusaurus, prefetch: () => false};
  patched = true;
}

/**
 * Dispatched when the app is constructed (before the first render) and on
 * every navigation; the switch happens once.
 */
export function onRouteUpdate(): void {
  if (typeof window !== 'undefined') {
    disableViewportPrefetch(
      window as unknown as {docusaurus?: DocusaurusGlobal},
    );
  }
}
