export type ScrollState = {
  readonly scrollTop: number;
  /** Scroll position of the previous scroll event, undefined on the first. */
  readonly lastScrollTop: number | undefined;
  readonly navbarHeight: number;
  readonly windowHeight: number;
  readonly documentHeight: number;
};

/**
 * Whether the hideable navbar shows after a scroll: visible near the top and
 * near the bottom of the page, hidden while scrolling down, visible again
 * when scrolling up.
 */
export function isNavbarVisibleAfterScroll(state: ScrollState): boolean | null {
  const {scrollTop, lastScrollTop, navbarHeight, windowHeight, documentHeight} =
    state;
  if (scrollTop < navbarHeight) {
    return true;
  }
  if (scrollTop + windowHeight >= documentHeight - navbarHeight) {
    return true;
  }
  if (lastScrollTop === undefined) {
    return null;
  }
  return scrollTop < lastScrollTop;
}
