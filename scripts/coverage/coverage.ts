/**
 * Pure coverage arithmetic: which exports of a package the docs claim, which
 * are missing, and which claims name something the package does not export.
 */
import {mergeByName} from '../../src/lib/mergeByName';
import type {PackageExport} from './exports';

export const COVERAGE_FLOOR = 1;

/** One page's claim, from its `api:` front matter. */
export type ApiClaim = {
  readonly file: string;
  readonly packageName: string;
  readonly names: readonly string[];
};

export type PackageCoverage = {
  readonly packageName: string;
  /** Public value exports: the denominator. */
  readonly exports: readonly string[];
  readonly documented: readonly string[];
  readonly missing: readonly string[];
  readonly types: {readonly total: number; readonly documented: number};
  /** Excluded exports with the reason, e.g. `Internals (name)`. */
  readonly internal: readonly string[];
  readonly ratio: number;
};

export type CoverageProblem = {readonly file: string; readonly message: string};

/**
 * Merges the exports of several entry points of one package. An export is
 * internal only if it is internal in every entry that has it (a function
 * deprecated in the root entry but public in `/client` counts as public).
 */
export function mergeEntries(
  entries: readonly (readonly PackageExport[])[],
): PackageExport[] {
  return mergeByName(entries, (known, item) =>
    known.internal && !item.internal ? item : known,
  ).sort((a, b) => a.name.localeCompare(b.name));
}

export function computeCoverage(
  packageName: string,
  exported: readonly PackageExport[],
  claims: readonly ApiClaim[],
): {coverage: PackageCoverage; problems: CoverageProblem[]} {
  const ownClaims = claims.filter((claim) => claim.packageName === packageName);
  const byName = new Map(exported.map((item) => [item.name, item]));
  const claimed = new Map<string, string>(); // name → file of its page
  const problems: CoverageProblem[] = [];
  for (const claim of ownClaims) {
    for (const name of claim.names) {
      if (!byName.has(name)) {
        problems.push({
          file: claim.file,
          message: `claims "${name}" (front matter field "api"), but ${packageName} does not export it`,
        });
      }
      const owner = claimed.get(name);
      if (owner !== undefined && owner !== claim.file) {
        problems.push({
          file: claim.file,
          message: `claims "${name}" (front matter field "api"), which ${owner} already documents; each export has one page`,
        });
      }
      claimed.set(name, owner ?? claim.file);
    }
  }
  const publicValues = exported
    .filter((item) => item.kind === 'value' && !item.internal)
    .map((item) => item.name);
  const publicTypes = exported.filter(
    (item) => item.kind === 'type' && !item.internal,
  );
  const documented = publicValues.filter((name) => claimed.has(name));
  return {
    coverage: {
      packageName,
      exports: publicValues,
      documented,
      missing: publicValues.filter((name) => !claimed.has(name)),
      types: {
        total: publicTypes.length,
        documented: publicTypes.filter((item) => claimed.has(item.name)).length,
      },
      internal: exported
        .filter((item) => item.internal)
        .map((item) => `${item.name} (${item.internal})`),
      ratio:
        publicValues.length === 0 ? 1 : documented.length / publicValues.length,
    },
    problems,
  };
}
