/**
 * The Markdown pages the fact checks read, as site-relative paths with their
 * text. One place decides which folders count, so the checks agree.
 */
import fs from 'fs';
import path from 'path';
import {listMarkdown} from '../../src/lib/node/files';

export const SITE_DIR = path.resolve(__dirname, '../..');

/**
 * Folders whose pages describe the installed toolkit. Blog posts are left
 * out where a check is about today's behaviour: a release post shows the
 * commands and APIs of the version it announces (`npx remotion install
 * ffmpeg` in 3.3), not today's.
 */
export const CURRENT_CONTENT = ['docs', 'learn', 'success-stories'] as const;

/** Every content folder, blog included. */
export const ALL_CONTENT = [
  'docs',
  'blog',
  'learn',
  'success-stories',
] as const;

export type ContentPage = {
  /** Site-relative path with forward slashes, e.g. `docs/api/still.mdx`. */
  readonly file: string;
  readonly source: string;
};

export function readContentPages(
  dirs: readonly string[] = CURRENT_CONTENT,
): ContentPage[] {
  return dirs.flatMap((dir) =>
    listMarkdown(path.join(SITE_DIR, dir)).map((full) => ({
      file: path.relative(SITE_DIR, full).split(path.sep).join('/'),
      source: fs.readFileSync(full, 'utf8'),
    })),
  );
}
