import {useCallback, useRef, useState} from 'react';
import {
  useLocationChange,
  useScrollPosition,
} from '@docusaurus/theme-common/internal';
import {isNavbarVisibleAfterScroll} from './visibility';

/**
 * The theme's hideable-navbar hook plus one rule: the navbar also comes back
 * near the bottom of the page (see `visibility.ts`). It stays hidden after a
 * jump to an anchor, like the theme's.
 */
export function useHideableNavbar(hideOnScroll: boolean) {
  const [isNavbarVisible, setIsNavbarVisible] = useState(hideOnScroll);
  const isFocusedAnchor = useRef(false);
  const navbarHeight = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node !== null) {
      navbarHeight.current = node.getBoundingClientRect().height;
    }
  }, []);

  useScrollPosition(({scrollY}, lastPosition) => {
    if (!hideOnScroll) {
      return;
    }
    if (isFocusedAnchor.current && scrollY >= navbarHeight.current) {
      isFocusedAnchor.current = false;
      return;
    }
    const visible = isNavbarVisibleAfterScroll({
      scrollTop: scrollY,
      lastScrollTop: lastPosition?.scrollY,
      navbarHeight: navbarHeight.current,
      windowHeight: window.innerHeight,
      documentHeight: document.documentElement.scrollHeight,
    });
    if (visible !== null) {
      setIsNavbarVisible(visible);
    }
  });

  useLocationChange(({location}) => {
    if (!hideOnScroll) {
      return;
    }
    const anchor = location.hash
      ? document.getElementById(location.hash.substring(1))
      : undefined;
    if (anchor) {
      isFocusedAnchor.current = true;
      setIsNavbarVisible(false);
      return;
    }
    setIsNavbarVisible(true);
  });

  return {navbarRef, isNavbarVisible};
}
