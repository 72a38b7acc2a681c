import fs from 'fs';
import path from 'path';
import {SITE_DIR} from './paths';

export const RESULTS_DIR = path.join(SITE_DIR, 'bench/results');

/**
 * Writes a benchmark's result to `bench/results/<name>.json` (ignored by
 * git), with the date of the run first, and says where.
 */
export function writeResult(name: string, result: object): string {
  fs.mkdirSync(RESULTS_DIR, {recursive: true});
  const file = path.join(RESULTS_DIR, `${name}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({date: new Date().toISOString(), ...result}, null, 2)}\n`,
  );
  console.log(`\nWritten to ${path.relative(SITE_DIR, file)}`);
  return file;
}
