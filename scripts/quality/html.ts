/**
 * HTML validity gate: runs the Nu Html Checker (the `vnu-jar` package, on
 * Java 17+) over every page of the production build and fails on any error
 * or warning that `vnu.ts` does not filter with a documented reason.
 *
 * Usage: npm run check:html [-- --dir build]
 */
import {execFileSync, spawnSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import {listBuiltPages} from '../../src/lib/node/files';
import {classify, describe, WARNING_RULES, type VnuMessage} from './vnu';

/** The checker's jar, shipped inside the `vnu-jar` package. */
const vnuJar = path.join(
  path.dirname(require.resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

const dir = path.resolve(
  process.argv.includes('--dir')
    ? process.argv[process.argv.indexOf('--dir') + 1]!
    : 'build',
);

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`${dir}/index.html is missing: run "npm run build" first.`);
  process.exit(1);
}
if (spawnSync('java', ['-version'], {stdio: 'ignore'}).status !== 0) {
  console.error(
    'Java is not installed; the Nu Html Checker needs Java 17+ (Debian: apt-get install -y default-jre-headless).',
  );
  process.exit(1);
}

const files = listBuiltPages(dir);
// vnu exits non-zero when it finds errors; the JSON is what counts.
const result = spawnSync(
  'java',
  ['-Xss1024k', '-jar', vnuJar, '--format', 'json', '--stdout', ...files],
  {encoding: 'utf8', maxBuffer: 512 * 1024 * 1024},
);
let messages: VnuMessage[];
try {
  messages = (JSON.parse(result.stdout) as {messages: VnuMessage[]}).messages;
} catch {
  console.error(`The Nu Html Checker did not report JSON:\n${result.stderr}`);
  process.exit(1);
}

const {failures, filtered, infos} = classify(messages);
console.log(
  `Nu Html Checker ${execFileSync('java', ['-jar', vnuJar, '--version'], {encoding: 'utf8'}).trim()}: ${files.length} pages, ${failures.length} errors and warnings, ${filtered.length} filtered warnings, ${infos} info messages.`,
);
for (const rule of WARNING_RULES) {
  const count = filtered.filter((entry) => entry.rule === rule).length;
  console.log(`  filtered ${count} x "${rule.message.source}": ${rule.reason}`);
}
if (failures.length > 0) {
  for (const failure of failures.slice(0, 50)) {
    console.error(describe(failure, dir));
  }
  if (failures.length > 50) {
    console.error(`... and ${failures.length - 50} more.`);
  }
  process.exit(1);
}
