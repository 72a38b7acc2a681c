/**
 * File helpers for code that runs in Node.js at build time (plugins,
 * scripts, tests). Nothing under src/lib/node may be imported by code that
 * runs in the browser; a lint rule keeps it so.
 */
import fs from 'fs';
import path from 'path';

/**
 * Every file below `dir` whose name matches `pattern`, skipping folders
 * named in `skip` (none when `dir` does not exist).
 */
export function listFiles(
  dir: string,
  pattern: RegExp,
  skip: readonly string[] = [],
): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return skip.includes(entry.name) ? [] : listFiles(full, pattern, skip);
    }
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** Every .md and .mdx file below `dir` (none when it does not exist). */
export function listMarkdown(dir: string): string[] {
  return listFiles(dir, /\.mdx?$/);
}

/**
 * Whether a built HTML file is one of the redirect pages that
 * `@docusaurus/plugin-client-redirects` writes at old addresses (for hosts
 * without server redirects; our servers answer those addresses with a 301
 * before the file is ever read).
 */
export function isRedirectPage(html: string): boolean {
  return /<meta http-equiv="refresh"/.test(html.slice(0, 400));
}

/**
 * Every page of a production build: its HTML files, outside the search
 * index and the generated hosting configuration, without the redirect pages.
 */
export function listBuiltPages(buildDir: string): string[] {
  return listFiles(buildDir, /\.html$/, ['pagefind', '_hosting']).filter(
    (file) => !isRedirectPage(fs.readFileSync(file, 'utf8')),
  );
}

/**
 * The HTML file of a route in a production build, if there is one: `/x` is
 * written as `x.html` or `x/index.html`, `/x/` and `/` as `index.html`.
 */
export function builtHtmlFile(
  buildDir: string,
  route: string,
): string | undefined {
  const candidates = route.endsWith('/')
    ? [path.join(route, 'index.html')]
    : [`${route}.html`, path.join(route, 'index.html')];
  return candidates
    .map((candidate) => path.join(buildDir, candidate))
    .find((file) => fs.existsSync(file));
}
