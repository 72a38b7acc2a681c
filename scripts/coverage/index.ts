/**
 * `npm run docs:coverage`: how much of each documented package's public API
 * has a reference page.
 *
 * The denominator is every public value export (components, hooks,
 * functions, classes, constants) of the package's entry points, read from
 * the installed type definitions. Exports named `*Internals`, `_*`,
 * `experimental_*` or `unstable_*`, and those tagged `@internal` or
 * `@deprecated`, are listed separately and left out. Type exports are
 * reported (pages may claim the types their tables describe) but do not
 * count towards the floor.
 *
 * Pages claim exports with `api: name` or `api: [a, b]` in their front
 * matter. A page under `docs/api/<dir>/` claims exports of the package with
 * that folder; core pages live in `docs/api/` itself.
 *
 * Fails when a package is under the floor, or when a page claims a name its
 * package does not export.
 */
import fs from 'fs';
import path from 'path';
import {API_PACKAGES, type ApiPackage} from '../../src/data/apiPackages';
import {
  COVERAGE_FLOOR,
  computeCoverage,
  mergeEntries,
  type ApiClaim,
  type CoverageProblem,
  type PackageCoverage,
} from './coverage';
import {listMarkdown} from '../../src/lib/node/files';
import {frontMatterFields} from '../../src/lib/markdown';
import {readAllExports} from './exports';

const SITE_DIR = path.resolve(__dirname, '../..');
const DOCS_DIR = path.join(SITE_DIR, 'docs');

function packageOfFile(relative: string): ApiPackage | undefined {
  const parts = relative.split('/');
  if (parts[0] !== 'api') {
    return undefined;
  }
  if (parts.length === 2) {
    return API_PACKAGES.find((pkg) => pkg.dir === '');
  }
  return API_PACKAGES.find((pkg) => pkg.dir === parts[1]);
}

function readClaims(): {claims: ApiClaim[]; problems: CoverageProblem[]} {
  const claims: ApiClaim[] = [];
  const problems: CoverageProblem[] = [];
  for (const full of listMarkdown(DOCS_DIR)) {
    const file = path.relative(SITE_DIR, full);
    const api = frontMatterFields(fs.readFileSync(full, 'utf8')).api;
    if (api === undefined) {
      continue;
    }
    const names = Array.isArray(api) ? api : [api];
    if (names.length === 0 || names.some((name) => typeof name !== 'string')) {
      problems.push({
        file,
        message:
          'front matter field "api" must be an export name or a list of them',
      });
      continue;
    }
    const pkg = packageOfFile(path.relative(DOCS_DIR, full));
    if (!pkg) {
      problems.push({
        file,
        message:
          'front matter field "api" is only allowed on pages in docs/api/ or a package folder listed in src/data/apiPackages.ts',
      });
      continue;
    }
    claims.push({file, packageName: pkg.name, names: names as string[]});
  }
  return {claims, problems};
}

function pad(value: string | number, width: number): string {
  return String(value).padEnd(width);
}

function printTable(rows: readonly PackageCoverage[]): void {
  const width = Math.max(...rows.map((row) => row.packageName.length)) + 2;
  const header = `${pad('package', width)}${pad('exports', 9)}${pad('documented', 12)}${pad('missing', 9)}${pad('coverage', 10)}${pad('types', 10)}internal`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const row of rows) {
    console.log(
      `${pad(row.packageName, width)}${pad(row.exports.length, 9)}${pad(row.documented.length, 12)}${pad(row.missing.length, 9)}${pad(`${(row.ratio * 100).toFixed(1)}%`, 10)}${pad(`${row.types.documented}/${row.types.total}`, 10)}${row.internal.length}`,
    );
  }
  const total = (pick: (row: PackageCoverage) => number) =>
    rows.reduce((sum, row) => sum + pick(row), 0);
  const exports = total((row) => row.exports.length);
  const documented = total((row) => row.documented.length);
  console.log('-'.repeat(header.length));
  console.log(
    `${pad(`total (${rows.length} packages)`, width)}${pad(exports, 9)}${pad(documented, 12)}${pad(exports - documented, 9)}${pad(`${((documented / exports) * 100).toFixed(1)}%`, 10)}${pad(`${total((row) => row.types.documented)}/${total((row) => row.types.total)}`, 10)}${total((row) => row.internal.length)}`,
  );
}

function main(): number {
  const {claims, problems} = readClaims();
  const specifiers = API_PACKAGES.flatMap((pkg) => pkg.entries);
  const exportsBySpecifier = readAllExports(specifiers, SITE_DIR);
  const rows = API_PACKAGES.map((pkg) => {
    const exported = mergeEntries(
      pkg.entries.map((entry) => exportsBySpecifier.get(entry) ?? []),
    );
    const result = computeCoverage(pkg.name, exported, claims);
    problems.push(...result.problems);
    return result.coverage;
  });

  printTable(rows);
  const verbose = process.argv.includes('--verbose');
  for (const row of rows) {
    if (row.missing.length > 0) {
      console.log(`\n${row.packageName} missing: ${row.missing.join(', ')}`);
    }
    if (verbose && row.internal.length > 0) {
      console.log(`${row.packageName} excluded: ${row.internal.join(', ')}`);
    }
  }

  const under = rows.filter((row) => row.ratio < COVERAGE_FLOOR);
  for (const row of under) {
    console.error(
      `\n${row.packageName}: ${(row.ratio * 100).toFixed(1)}% documented, under the ${COVERAGE_FLOOR * 100}% floor.`,
    );
  }
  for (const problem of problems) {
    console.error(`${problem.file}: ${problem.message}`);
  }
  return under.length > 0 || problems.length > 0 ? 1 : 0;
}

process.exitCode = main();
