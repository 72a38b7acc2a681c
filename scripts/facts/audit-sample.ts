/**
 * Prints a reproducible random sample of docs pages for a fact audit:
 * 20 reference pages (`docs/api/**` without the `index.mdx` overviews) and
 * 10 guides (every other page under `docs/`).
 *
 *   npx tsx scripts/facts/audit-sample.ts 20261125
 *
 * Each list is the sorted file list shuffled with the mulberry32 generator
 * seeded with the given number, so the same seed always gives the same pages.
 */
import path from 'path';
import {listMarkdown} from '../../src/lib/node/files';

const SITE = path.resolve(__dirname, '../..');
const REFERENCE_COUNT = 20;
const GUIDE_COUNT = 10;

/** A small deterministic generator of numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The first `count` items of a Fisher–Yates shuffle of the sorted list. */
function sample(
  items: readonly string[],
  count: number,
  random: () => number,
): string[] {
  const pool = [...items].sort();
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, count);
}

const seed = Number(process.argv[2]);
if (!Number.isInteger(seed)) {
  throw new Error(
    `audit-sample: give the seed as an integer, e.g. "npx tsx scripts/facts/audit-sample.ts 20261125" (got "${process.argv[2] ?? ''}")`,
  );
}
const pages = listMarkdown(path.join(SITE, 'docs')).map((file) =>
  path.relative(SITE, file).split(path.sep).join('/'),
);
const reference = pages.filter(
  (file) => file.startsWith('docs/api/') && path.basename(file) !== 'index.mdx',
);
const guides = pages.filter((file) => !file.startsWith('docs/api/'));
// One generator for both lists, reference pages first.
const random = mulberry32(seed);
console.log(`Reference pages (${REFERENCE_COUNT} of ${reference.length}):`);
for (const file of sample(reference, REFERENCE_COUNT, random)) {
  console.log(`  ${file}`);
}
console.log(`Guides (${GUIDE_COUNT} of ${guides.length}):`);
for (const file of sample(guides, GUIDE_COUNT, random)) {
  console.log(`  ${file}`);
}
