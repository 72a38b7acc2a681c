#!/usr/bin/env node
/**
 * `npm run check:audit`: `npm audit --omit=dev` must report no high or
 * critical vulnerability in what the site ships, unless the advisory is
 * listed in `audit-exceptions.json` with the reason it does not apply to a
 * static site.
 *
 * When the configured registry does not offer npm's audit endpoint (some
 * mirrors answer 404/405), no audit is possible: the script says so loudly
 * and names the registry, and fails anyway under AUDIT_REQUIRED=1.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const exceptions = JSON.parse(
  fs.readFileSync(path.join(here, 'audit-exceptions.json'), 'utf8'),
);

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(`npm audit did not answer with JSON:\n${result.stderr}`);
  process.exit(1);
}

// npm reports a failed audit request either as `{error: {...}}` or as the
// HTTP error itself (`{statusCode, message}`).
if (report.error || report.statusCode) {
  const summary =
    [report.error?.code, report.error?.summary, report.message]
      .filter(Boolean)
      .join(' ')
      .trim() || 'no details';
  const unsupported =
    [404, 405].includes(report.statusCode) ||
    /\b(404|405)\b|ENOAUDIT/.test(summary);
  if (unsupported && process.env.AUDIT_REQUIRED !== '1') {
    console.warn(
      `NOT AUDITED: the registry refused npm's audit request (${summary}). This network's registry proxy does not forward the audit endpoint; run "npm run check:audit" where registry.npmjs.org is reachable directly (AUDIT_REQUIRED=1 makes this a failure).`,
    );
    process.exit(0);
  }
  console.error(`npm audit failed: ${summary}`);
  process.exit(1);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter((entry) =>
  ['high', 'critical'].includes(entry.severity),
);
const unexplained = serious.filter((entry) => !exceptions[entry.name]);
for (const entry of serious) {
  const reason = exceptions[entry.name];
  console.log(
    `${entry.severity}: ${entry.name} (${entry.range})${reason ? ` - accepted: ${reason}` : ''}`,
  );
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low; ${unexplained.length} high or critical without a documented exception.`,
);
process.exit(unexplained.length > 0 ? 1 : 0);
