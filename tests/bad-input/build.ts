import {spawnSync} from 'child_process';
import fs from 'fs';
import path from 'path';

const REPO = path.resolve(__dirname, '../..');
const SITE = path.join(__dirname, 'site');
const WORK = path.join(__dirname, '.work');

/** Terminal colour codes (ESC [ ... m). */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export type BuildResult = {
  /** Exit code of `docusaurus build`. */
  readonly code: number | null;
  /** stdout and stderr together, without colour codes. */
  readonly output: string;
};

/**
 * Copies the fixture site, writes the given files over it (paths relative
 * to the site; `null` deletes a file), and runs a production build of the
 * copy. The copy lives inside the repository so that it resolves the
 * repository's node_modules.
 */
export function buildFixture(
  name: string,
  files: Record<string, string | null> = {},
): BuildResult {
  const dir = path.join(WORK, name);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.cpSync(SITE, dir, {recursive: true});
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    if (content === null) {
      fs.rmSync(target);
    } else {
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, content);
    }
  }
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      dir,
      '--no-minify',
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        BAD_INPUT_REPO: REPO,
        FORCE_COLOR: '0',
        NO_COLOR: '1',
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return {
    code: result.status,
    output: `${result.stdout}\n${result.stderr}`.replace(ANSI_COLOUR, ''),
  };
}
