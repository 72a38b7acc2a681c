/**
 * Runs a production build and reports its wall time and peak memory, read
 * from `/usr/bin/time -v` (GNU time; Debian package `time`) when present.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import path from 'path';

export type BuildMeasurement = {
  readonly seconds: number;
  /** Peak resident memory of the largest process, in MB; null if unknown. */
  readonly peakMb: number | null;
};

const GNU_TIME = '/usr/bin/time';

/** Removes what makes a build warm: the output and Docusaurus' caches. */
export function clearCaches(siteDir: string): void {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    const full = path.join(siteDir, dir);
    // node_modules may be a symlink to the project's: clear its cache only.
    fs.rmSync(full, {recursive: true, force: true});
  }
}

export function timedBuild(
  siteDir: string,
  env: Readonly<Record<string, string>> = {},
): BuildMeasurement {
  const docusaurus = path.join(
    siteDir,
    'node_modules/@docusaurus/core/bin/docusaurus.mjs',
  );
  const command = [process.execPath, docusaurus, 'build'];
  const useTime = fs.existsSync(GNU_TIME);
  const started = process.hrtime.bigint();
  const result = spawnSync(
    useTime ? GNU_TIME : command[0]!,
    useTime ? ['-v', ...command] : command.slice(1),
    {
      cwd: siteDir,
      env: {...process.env, ...env},
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    throw new Error(
      `Build of ${siteDir} failed (${result.status}):\n${(result.stderr ?? '').slice(-4000)}`,
    );
  }
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(
    result.stderr ?? '',
  );
  return {
    seconds: Number(seconds.toFixed(1)),
    peakMb: peak ? Math.round(Number(peak[1]) / 1024) : null,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
