import {createContext, useContext} from 'react';

/**
 * Ids that tie each tab to its panel (`aria-controls` on the tab,
 * `aria-labelledby` on the panel), so assistive technology and HTML
 * validators can pair them. The theme's tabs render neither.
 */
export const TabGroupIdContext = createContext<string | null>(null);

function slug(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]+/g, '-');
}

/** The id of a group's tab and panel for one value (from `useId()`). */
export function tabIds(
  group: string,
  value: string,
): {tab: string; panel: string} {
  const base = `tabs${slug(group)}-${slug(value)}`;
  return {tab: `${base}-tab`, panel: `${base}-panel`};
}

export function useTabGroupId(): string | null {
  return useContext(TabGroupIdContext);
}
