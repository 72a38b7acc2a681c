import {execFileSync} from 'node:child_process';

/**
 * The "Last updated" date of a page comes from the newest commit that
 * touched its file. In a shallow clone (`git clone --depth 1`, the default
 * of many CI checkouts) every file older than the cut gets the date of the
 * cut instead, so the dates would be wrong without any error: say so.
 */
export function warnIfShallowHistory(siteDir: string): void {
  let shallow: string;
  try {
    shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Not a git checkout: the docs plugin itself warns that it has no dates.
    return;
  }
  if (shallow === 'true') {
    console.warn(
      '[WARNING] This is a shallow git clone: the "Last updated" dates of the docs are wrong for every file older than the first commit of the clone. Build from a full clone (git fetch --unshallow, or fetch-depth: 0 in CI).',
    );
  }
}
