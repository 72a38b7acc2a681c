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
 * Every page of a production build: its HTML files, outside the search
 * index and the generated hosting configuration.
 */
export function listBuiltPages(buildDir: string): string[] {
  return listFiles(buildDir, /\.html$/, ['pagefind', '_hosting']);
}
