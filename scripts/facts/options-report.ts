/**
 * `npx tsx scripts/facts/options-report.ts`: prints every mismatch between
 * the option tables of `docs/api/**` and the installed type definitions,
 * counted per kind (the same check `options.test.ts` runs).
 * `--verbose` also lists the options left out by rule.
 */
import {
  EXCLUSION_RULES,
  checkOptions,
  loadTypeFacts,
  readApiPages,
} from './options-check';

function main(): number {
  const report = checkOptions(readApiPages(), loadTypeFacts());
  for (const mismatch of report.mismatches) {
    console.log(
      `${mismatch.file}:${mismatch.line} [${mismatch.kind}] ${mismatch.message}`,
    );
  }
  const counts = new Map<string, number>();
  for (const mismatch of report.mismatches) {
    counts.set(mismatch.kind, (counts.get(mismatch.kind) ?? 0) + 1);
  }
  const declared = report.tables.reduce((sum, t) => sum + t.declared, 0);
  const documented = report.tables.reduce((sum, t) => sum + t.documented, 0);
  console.log(
    `\n${report.tables.length} tables checked: ${documented} documented rows, ${declared} declared options.`,
  );
  for (const [rule, text] of Object.entries(EXCLUSION_RULES)) {
    const count = report.ruled.filter((entry) => entry.rule === text).length;
    console.log(`Left out by rule "${rule}" (${text}): ${count}`);
  }
  if (process.argv.includes('--verbose')) {
    for (const entry of report.ruled) {
      console.log(`  ${entry.file}: ${entry.name} (${entry.rule})`);
    }
  }
  console.log(
    `Mismatches: ${report.mismatches.length} (${[...counts].map(([kind, n]) => `${kind} ${n}`).join(', ') || 'none'})`,
  );
  return report.mismatches.length > 0 ? 1 : 0;
}

process.exitCode = main();
