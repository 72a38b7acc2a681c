/**
 * The option, prop and parameter tables of `docs/api/**` match the
 * installed type definitions, both ways (see `options-check.ts` for how a
 * table's type is found, and `undocumented-options.ts` for the reviewed
 * exceptions). `npx tsx scripts/facts/options-report.ts` prints the same
 * findings with counts.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {
  EXCLUSION_RULES,
  checkOptions,
  loadTypeFacts,
  readApiPages,
  type OptionsReport,
} from './options-check';
import {UNDOCUMENTED_OPTIONS} from './undocumented-options';

const MAX_REVIEWED_SHARE = 0.02;

let report: OptionsReport;

beforeAll(() => {
  report = checkOptions(readApiPages(), loadTypeFacts());
  for (const [rule, text] of Object.entries(EXCLUSION_RULES)) {
    const count = report.ruled.filter((entry) => entry.rule === text).length;
    console.log(
      `options check: ${count} declared options left out by rule "${rule}" (${text})`,
    );
  }
}, 120_000);

describe('API option tables against the type definitions', () => {
  it('checks a meaningful number of tables', () => {
    expect(report.tables.length).toBeGreaterThan(200);
  });

  for (const kind of [
    'unknown',
    'missing',
    'optionality',
    'default',
    'unresolved',
  ] as const) {
    it(`has no "${kind}" mismatch`, () => {
      const found = report.mismatches
        .filter((mismatch) => mismatch.kind === kind)
        .map(
          (mismatch) =>
            `${mismatch.file}:${mismatch.line}: ${mismatch.message}`,
        );
      expect(found).toEqual([]);
    });
  }

  it('keeps the reviewed undocumented list under 2% of the options checked', () => {
    const checked = report.tables.reduce(
      (sum, table) => sum + table.declared,
      0,
    );
    expect(UNDOCUMENTED_OPTIONS.length).toBeLessThanOrEqual(
      checked * MAX_REVIEWED_SHARE,
    );
    for (const entry of UNDOCUMENTED_OPTIONS) {
      expect(
        entry.reason.length,
        `${entry.page}#${entry.option}`,
      ).toBeGreaterThan(10);
    }
  });

  it('has no stale entry in the reviewed undocumented list', () => {
    expect(report.staleReviewed).toEqual([]);
  });
});
