import {describe, expect, it} from 'vitest';
import {computeCoverage, mergeEntries, type ApiClaim} from './coverage';
import type {PackageExport} from './exports';

const value = (
  name: string,
  internal: string | null = null,
): PackageExport => ({
  name,
  kind: 'value',
  internal,
});
const type = (name: string): PackageExport => ({
  name,
  kind: 'type',
  internal: null,
});

const claim = (file: string, ...names: string[]): ApiClaim => ({
  file,
  packageName: 'pkg',
  names,
});

describe('computeCoverage', () => {
  const exported = [
    value('a'),
    value('b'),
    value('c'),
    value('d'),
    value('PkgInternals', 'name (Internals)'),
    type('AOptions'),
    type('BOptions'),
  ];

  it('counts public values only, and reports types and internals apart', () => {
    const {coverage, problems} = computeCoverage('pkg', exported, [
      claim('docs/api/pkg/a.mdx', 'a', 'AOptions'),
      claim('docs/api/pkg/b.mdx', 'b', 'c'),
    ]);
    expect(problems).toEqual([]);
    expect(coverage.exports).toEqual(['a', 'b', 'c', 'd']);
    expect(coverage.documented).toEqual(['a', 'b', 'c']);
    expect(coverage.missing).toEqual(['d']);
    expect(coverage.ratio).toBe(0.75);
    expect(coverage.types).toEqual({total: 2, documented: 1});
    expect(coverage.internal).toEqual(['PkgInternals (name (Internals))']);
  });

  it('reports a name claimed by two pages, naming both', () => {
    const {problems} = computeCoverage('pkg', exported, [
      claim('docs/api/pkg/a.mdx', 'a', 'AOptions'),
      claim('docs/api/pkg/b.mdx', 'b', 'AOptions'),
    ]);
    expect(problems).toEqual([
      {
        file: 'docs/api/pkg/b.mdx',
        message:
          'claims "AOptions" (front matter field "api"), which docs/api/pkg/a.mdx already documents; each export has one page',
      },
    ]);
  });

  it('reports a claim of a name the package does not export, naming file and field', () => {
    const {problems} = computeCoverage('pkg', exported, [
      claim('docs/api/pkg/e.mdx', 'renamedA'),
    ]);
    expect(problems).toEqual([
      {
        file: 'docs/api/pkg/e.mdx',
        message:
          'claims "renamedA" (front matter field "api"), but pkg does not export it',
      },
    ]);
  });

  it('ignores the claims of other packages', () => {
    const {coverage, problems} = computeCoverage('pkg', exported, [
      {file: 'docs/api/other/a.mdx', packageName: 'other', names: ['zzz', 'a']},
    ]);
    expect(problems).toEqual([]);
    expect(coverage.documented).toEqual([]);
  });
});

describe('mergeEntries', () => {
  it('keeps an export public when any entry point exports it publicly', () => {
    const merged = mergeEntries([
      [value('render', '@deprecated'), value('deploy')],
      [value('render'), value('client')],
    ]);
    expect(merged).toEqual([value('client'), value('deploy'), value('render')]);
  });
});
