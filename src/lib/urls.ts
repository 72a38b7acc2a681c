/**
 * Address rules shared by the build (plugins, scripts) and the browser.
 */

/**
 * The address of a page's Markdown copy: `/docs/player` -> `/docs/player.md`,
 * `/docs/` -> `/docs.md`, `/` -> `/index.md`.
 */
export function markdownPath(permalink: string): string {
  const bare = permalink.replace(/\/+$/, '');
  return `${bare === '' ? '/index' : bare}.md`;
}
