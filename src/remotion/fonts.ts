/**
 * System font stacks of every composition on the site: the demos never load
 * web fonts, so a video looks the same in the player, in a rendered still
 * and offline.
 */
export const SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const MONO =
  'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
