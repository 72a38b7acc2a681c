/**
 * Reads the public exports of an installed package from its type
 * definitions, using the TypeScript compiler's own module resolution.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export type ExportKind = 'value' | 'type';

export type PackageExport = {
  readonly name: string;
  readonly kind: ExportKind;
  /** Why the export is excluded from the denominator, if it is. */
  readonly internal: string | null;
};

const INTERNAL_NAME = /^(Internals$|_|experimental_|unstable_)|Internals$/;

function internalReason(
  name: string,
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
): string | null {
  const match = INTERNAL_NAME.exec(name);
  if (match) {
    return `name (${match[0]})`;
  }
  const target =
    symbol.flags & ts.SymbolFlags.Alias
      ? checker.getAliasedSymbol(symbol)
      : symbol;
  const tags = [
    ...symbol.getJsDocTags(checker),
    ...target.getJsDocTags(checker),
  ].map((tag) => tag.name);
  if (tags.includes('internal')) {
    return '@internal';
  }
  if (tags.includes('deprecated')) {
    return '@deprecated';
  }
  return null;
}

/** `export type {X}` anywhere along the re-export chain makes X a type. */
function isTypeOnlyExport(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  let current: ts.Symbol | undefined = symbol;
  const seen = new Set<ts.Symbol>();
  while (
    current &&
    current.flags & ts.SymbolFlags.Alias &&
    !seen.has(current)
  ) {
    seen.add(current);
    if (
      current.declarations?.some((declaration) =>
        ts.isTypeOnlyImportOrExportDeclaration(declaration),
      )
    ) {
      return true;
    }
    current = checker.getImmediateAliasedSymbol(current);
  }
  return false;
}

function kindOf(symbol: ts.Symbol, checker: ts.TypeChecker): ExportKind {
  if (isTypeOnlyExport(symbol, checker)) {
    return 'type';
  }
  const target =
    symbol.flags & ts.SymbolFlags.Alias
      ? checker.getAliasedSymbol(symbol)
      : symbol;
  return target.flags & ts.SymbolFlags.Value ? 'value' : 'type';
}

/** How the reports read the installed type definitions (shared with `scripts/facts`). */
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  noEmit: true,
};

/** Resolves the declaration file TypeScript uses for `specifier`. */
export function resolveTypes(specifier: string, fromDir: string): string {
  const resolved = ts.resolveModuleName(
    specifier,
    path.join(fromDir, 'index.ts'),
    COMPILER_OPTIONS,
    ts.sys,
  ).resolvedModule;
  if (!resolved) {
    // Fall back to Node's resolver so the error names what is missing.
    createRequire(path.join(fromDir, 'index.js')).resolve(specifier);
    throw new Error(`No type definitions found for "${specifier}".`);
  }
  return resolved.resolvedFileName;
}

/**
 * Reads the exports of every specifier with one TypeScript program (one
 * program for all packages is several times faster than one per package).
 */
export function readAllExports(
  specifiers: readonly string[],
  fromDir: string,
): Map<string, PackageExport[]> {
  const files = new Map(
    specifiers.map((specifier) => [
      specifier,
      resolveTypes(specifier, fromDir),
    ]),
  );
  const program = ts.createProgram([...files.values()], COMPILER_OPTIONS);
  const checker = program.getTypeChecker();
  const result = new Map<string, PackageExport[]>();
  for (const [specifier, file] of files) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) {
      throw new Error(`Could not read the module of ${specifier} (${file}).`);
    }
    result.set(
      specifier,
      checker
        .getExportsOfModule(moduleSymbol)
        .filter((symbol) => symbol.name !== 'default')
        .map((symbol) => ({
          name: symbol.name,
          kind: kindOf(symbol, checker),
          internal: internalReason(symbol.name, symbol, checker),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  }
  return result;
}
