import React, {useEffect, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type {Props} from '@theme/DocSidebar/Desktop/Content';

/** The nearest ancestor that scrolls vertically, if any. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (
    let node = element.parentElement;
    node && node !== document.body;
    node = node.parentElement
  ) {
    const {overflowY} = getComputedStyle(node);
    if (
      (overflowY === 'auto' || overflowY === 'scroll') &&
      node.scrollHeight > node.clientHeight
    ) {
      return node;
    }
  }
  return null;
}

/**
 * Brings the current page's item into the visible part of the sidebar. On a
 * deep page (a Lambda function, a CLI command) the sidebar would otherwise
 * open at its top with the current item far below. Only the sidebar
 * scrolls, never the page, and only when the item is not already in view.
 */
function revealActiveItem(): void {
  const link = document.querySelector<HTMLElement>(
    '.theme-doc-sidebar-menu a.menu__link[aria-current="page"]',
  );
  const scroller = link && scrollingAncestor(link);
  if (!link || !scroller) {
    return;
  }
  const item = link.getBoundingClientRect();
  const box = scroller.getBoundingClientRect();
  if (item.top >= box.top && item.bottom <= box.bottom) {
    return;
  }
  scroller.scrollTop += item.top - box.top - (box.height - item.height) / 2;
}

/** The desktop sidebar, scrolled to the current page on every page change. */
export default function ContentWrapper(props: Props): ReactNode {
  const {path} = props;
  useEffect(() => {
    // After the theme has expanded the categories that hold the page.
    const frame = requestAnimationFrame(revealActiveItem);
    return () => cancelAnimationFrame(frame);
  }, [path]);
  return <Content {...props} />;
}
