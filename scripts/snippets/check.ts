import path from 'path';
import ts from 'typescript';
import type {CodeBlock} from './extract';

export type SnippetDiagnostic = {
  readonly file: string;
  readonly line: number;
  readonly message: string;
};

const EXTENSIONS: Record<string, string> = {
  ts: '.ts',
  tsx: '.tsx',
  js: '.js',
  jsx: '.jsx',
};

/** The virtual file name of a block, e.g. `docs/a.mdx.L12.tsx`. */
export function virtualName(siteDir: string, block: CodeBlock): string {
  return path.join(
    siteDir,
    '.snippets',
    `${block.file}.L${block.line}${EXTENSIONS[block.lang]}`,
  );
}

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  allowImportingTsExtensions: true,
};

/**
 * Type-checks every block in one TypeScript program against the installed
 * packages. Each block is its own module. Diagnostics point at the line in
 * the Markdown file.
 */
export function checkBlocks(
  siteDir: string,
  blocks: readonly CodeBlock[],
): SnippetDiagnostic[] {
  const files = new Map<string, CodeBlock>();
  for (const block of blocks) {
    files.set(virtualName(siteDir, block), block);
  }
  const options: ts.CompilerOptions = {
    ...COMPILER_OPTIONS,
    baseUrl: siteDir,
    paths: {'@site/*': ['./*']},
    typeRoots: [path.join(siteDir, 'node_modules/@types')],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => files.get(name)?.code ?? readFile(name);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const block = files.get(name);
    if (block) {
      return ts.createSourceFile(name, block.code, languageVersion, true);
    }
    return getSourceFile(name, languageVersion, onError, shouldCreate);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const diagnostics: SnippetDiagnostic[] = [];
  for (const [name, block] of files) {
    const sourceFile = program.getSourceFile(name);
    if (!sourceFile) {
      continue;
    }
    const found = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ];
    for (const diagnostic of found) {
      const {line} =
        diagnostic.start === undefined
          ? {line: 0}
          : sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
      diagnostics.push({
        file: block.file,
        // +1 for the fence line, +1 because lines are 0-based.
        line: block.line + line + 1,
        message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      });
    }
  }
  return diagnostics;
}
