import {describe, expect, it} from 'vitest';
import {isNavbarVisibleAfterScroll} from './visibility';

const page = {navbarHeight: 60, windowHeight: 800, documentHeight: 4000};

/** The navbar's visibility after `page` scrolls from `lastScrollTop` to `scrollTop`. */
function afterScroll(lastScrollTop: number | undefined, scrollTop: number) {
  return isNavbarVisibleAfterScroll({...page, scrollTop, lastScrollTop});
}

describe('isNavbarVisibleAfterScroll', () => {
  it('shows the navbar within its own height from the top', () => {
    expect(afterScroll(10, 30)).toBe(true);
  });

  it('hides it while scrolling down', () => {
    expect(afterScroll(700, 900)).toBe(false);
  });

  it('shows it again when scrolling up', () => {
    expect(afterScroll(900, 700)).toBe(true);
  });

  it('shows it near the bottom of the page, even while scrolling down', () => {
    expect(afterScroll(3000, 3180)).toBe(true);
  });

  it('keeps the current state on the first scroll event in the middle', () => {
    expect(afterScroll(undefined, 900)).toBeNull();
  });
});
