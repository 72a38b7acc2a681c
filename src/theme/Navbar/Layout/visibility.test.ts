import {describe, expect, it} from 'vitest';
import {isNavbarVisibleAfterScroll} from './visibility';

const page = {navbarHeight: 60, windowHeight: 800, documentHeight: 4000};

describe('isNavbarVisibleAfterScroll', () => {
  it('shows the navbar within its own height from the top', () => {
    expect(
      isNavbarVisibleAfterScroll({...page, scrollTop: 30, lastScrollTop: 10}),
    ).toBe(true);
  });

  it('hides it while scrolling down', () => {
    expect(
      isNavbarVisibleAfterScroll({...page, scrollTop: 900, lastScrollTop: 700}),
    ).toBe(false);
  });

  it('shows it again when scrolling up', () => {
    expect(
      isNavbarVisibleAfterScroll({...page, scrollTop: 700, lastScrollTop: 900}),
    ).toBe(true);
  });

  it('shows it near the bottom of the page, even while scrolling down', () => {
    expect(
      isNavbarVisibleAfterScroll({
        ...page,
        scrollTop: 3180,
        lastScrollTop: 3000,
      }),
    ).toBe(true);
  });

  it('keeps the current state on the first scroll event in the middle', () => {
    expect(
      isNavbarVisibleAfterScroll({
        ...page,
        scrollTop: 900,
        lastScrollTop: undefined,
      }),
    ).toBeNull();
  });
});
