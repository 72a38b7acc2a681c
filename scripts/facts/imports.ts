/**
 * "Exports named on a page exist": finds import statements written in the
 * prose of a page (inline code, not code blocks, which `npm run
 * check:snippets` type-checks) and checks that every name they import is an
 * export of that entry point in the installed packages.
 *
 * Two forms count as an import statement:
 * - inline code that parses as one import declaration, such as
 *   `` `import {Player} from '@remotion/player'` ``;
 * - the sentence form "import `Config` from `@remotion/cli/config`": the word
 *   "import", one or more names in inline code, "from", then the entry point
 *   in inline code.
 *
 * Only the toolkit's own entry points (`remotion`, `@remotion/*` and their
 * subpaths) are checked: they are what these docs document, and their
 * installed type definitions are the reference. Relative and aliased
 * specifiers (`./Root`, `@/Logo`) and other packages are skipped.
 */
import type {InlineCode, Root, RootContent} from 'mdast';
import ts from 'typescript';
import {visit} from 'unist-util-visit';
import {parseMarkdown} from '../../src/lib/markdown';
import {
  readAllExports,
  resolveTypes,
  type PackageExport,
} from '../coverage/exports';

export type ImportedName = {
  /** The exported name, or `default` for a default import. */
  readonly name: string;
  readonly typeOnly: boolean;
};

export type ProseImport = {
  /** Site-relative file. */
  readonly file: string;
  /** 1-based line of the inline code in the file. */
  readonly line: number;
  readonly specifier: string;
  /** Empty for `import * as x from '...'` and side-effect imports. */
  readonly names: readonly ImportedName[];
  /** The statement as written on the page. */
  readonly text: string;
};

export type ImportFailure = {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly specifier: string;
  readonly message: string;
};

/**
 * Imports a page shows on purpose as the wrong way (a pitfall, a lint rule
 * that reports it). Each entry must still be wrong: the test fails when one
 * starts to resolve, or is no longer on its page.
 */
export type Counterexample = {
  readonly file: string;
  readonly name: string;
  readonly specifier: string;
  readonly reason: string;
};

export const COUNTEREXAMPLES: readonly Counterexample[] = [
  {
    file: 'docs/api/lambda/webhook-handlers.mdx',
    name: 'expressWebhook',
    specifier: '@remotion/lambda',
    reason: 'the page explains that the root entry point lacks the handlers',
  },
  {
    file: 'docs/animation/transitions/presentations.mdx',
    name: 'fade',
    specifier: '@remotion/transitions',
    reason: 'the pitfall says presentations are not exported from the root',
  },
];

/** An entry point of the toolkit: `remotion` or `@remotion/x`, with a subpath. */
export function isToolkitSpecifier(specifier: string): boolean {
  return /^(remotion|@remotion\/[a-z0-9-]+)(\/[\w.-]+)*$/.test(specifier);
}

/**
 * Parses `code` as one import declaration with the TypeScript parser.
 * Returns null when it is anything else.
 */
export function parseImportStatement(
  code: string,
): {specifier: string; names: ImportedName[]} | null {
  if (!/^\s*import\b/.test(code)) {
    return null;
  }
  const source = ts.createSourceFile(
    'inline.tsx',
    code,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  );
  const diagnostics = (
    source as unknown as {parseDiagnostics?: readonly ts.Diagnostic[]}
  ).parseDiagnostics;
  if (diagnostics && diagnostics.length > 0) {
    return null;
  }
  if (source.statements.length !== 1) {
    return null;
  }
  const statement = source.statements[0]!;
  if (
    !ts.isImportDeclaration(statement) ||
    !ts.isStringLiteral(statement.moduleSpecifier)
  ) {
    return null;
  }
  const clause = statement.importClause;
  const names: ImportedName[] = [];
  const clauseTypeOnly = clause?.isTypeOnly ?? false;
  if (clause?.name) {
    names.push({name: 'default', typeOnly: clauseTypeOnly});
  }
  const bindings = clause?.namedBindings;
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements) {
      names.push({
        name: (element.propertyName ?? element.name).text,
        typeOnly: clauseTypeOnly || element.isTypeOnly,
      });
    }
  }
  return {specifier: statement.moduleSpecifier.text, names};
}

function parseMdx(file: string, source: string): Root {
  try {
    return parseMarkdown(source, file);
  } catch (error) {
    throw new Error(
      `${file}: cannot be parsed as MDX: ${(error as Error).message}`,
    );
  }
}

const NAME_IN_PROSE = /^([A-Za-z_$][\w$]*)(\(\))?$/;

function isFromText(node: RootContent | undefined): boolean {
  return node?.type === 'text' && /^\s+from\s+$/.test(node.value);
}

/** Inline code, alone or as the only content of a link. */
function codeOf(node: RootContent | undefined): InlineCode | null {
  if (node?.type === 'inlineCode') {
    return node;
  }
  if (
    node?.type === 'link' &&
    node.children.length === 1 &&
    node.children[0]!.type === 'inlineCode'
  ) {
    return node.children[0];
  }
  return null;
}

/**
 * The sentence forms inside one parent, both ending in a name in inline
 * code, the word "from", and a package entry point in inline code:
 * - "import `a` and `b` from `pkg`" (every listed name is checked);
 * - "call `loadFont()` from `@remotion/fonts`" (the one name before "from").
 * A name or entry point may also be a link whose only content is the code.
 */
function sentenceImports(
  file: string,
  children: readonly RootContent[],
): ProseImport[] {
  const found: ProseImport[] = [];
  children.forEach((child, index) => {
    const name = codeOf(child);
    const target = codeOf(children[index + 2]);
    if (
      !name ||
      !NAME_IN_PROSE.test(name.value) ||
      !isFromText(children[index + 1]) ||
      !target ||
      !isToolkitSpecifier(target.value)
    ) {
      return;
    }
    const names: InlineCode[] = [name];
    // Walk back over "`a`, `b` and " to the word "import", if it is there.
    let cursor = index - 1;
    const listed: InlineCode[] = [];
    while (cursor >= 1) {
      const separator = children[cursor]!;
      const previous = codeOf(children[cursor - 1]);
      if (
        separator.type === 'text' &&
        /^\s*(,|,?\s+and)\s+$/.test(separator.value) &&
        previous &&
        NAME_IN_PROSE.test(previous.value)
      ) {
        listed.unshift(previous);
        cursor -= 2;
        continue;
      }
      break;
    }
    const lead = children[cursor];
    if (lead?.type === 'text' && /\bimport\s+$/i.test(lead.value)) {
      names.unshift(...listed);
    }
    const plain = names.map((node) => NAME_IN_PROSE.exec(node.value)![1]!);
    found.push({
      file,
      line: names[0]!.position?.start.line ?? 0,
      specifier: target.value,
      names: plain.map((item) => ({name: item, typeOnly: false})),
      text: `${names.map((node) => `\`${node.value}\``).join(', ')} from \`${target.value}\``,
    });
  });
  return found;
}

/** Every import statement in the prose of one MDX page. Pure. */
export function findProseImports(file: string, source: string): ProseImport[] {
  const tree = parseMdx(file, source);
  const found: ProseImport[] = [];
  visit(tree, 'inlineCode', (node: InlineCode) => {
    const parsed = parseImportStatement(node.value);
    if (parsed && isToolkitSpecifier(parsed.specifier)) {
      found.push({
        file,
        line: node.position?.start.line ?? 0,
        specifier: parsed.specifier,
        names: parsed.names,
        text: node.value,
      });
    }
  });
  visit(tree, (node) => {
    if ('children' in node && Array.isArray(node.children)) {
      found.push(...sentenceImports(file, node.children as RootContent[]));
    }
  });
  return found.sort((a, b) => a.line - b.line);
}

/** What an entry point exports, or why it could not be read. */
export type EntryExports =
  | {readonly ok: true; readonly names: ReadonlySet<string>}
  | {readonly ok: false; readonly error: string};

/**
 * Reads the exports of every specifier from the installed type definitions
 * (package.json `exports` and `typesVersions` are resolved by TypeScript).
 * A default export is listed as `default`.
 */
export function loadEntryExports(
  specifiers: readonly string[],
  fromDir: string,
): Map<string, EntryExports> {
  const result = new Map<string, EntryExports>();
  const resolvable: string[] = [];
  for (const specifier of new Set(specifiers)) {
    try {
      resolveTypes(specifier, fromDir);
      resolvable.push(specifier);
    } catch (error) {
      result.set(specifier, {
        ok: false,
        error: `no installed entry point (${(error as Error).message.split('\n')[0]})`,
      });
    }
  }
  const read = readAllExports(resolvable, fromDir);
  for (const specifier of resolvable) {
    const exported: readonly PackageExport[] = read.get(specifier) ?? [];
    result.set(specifier, {
      ok: true,
      names: new Set([
        ...exported.map((item) => item.name),
        ...defaultExportOf(specifier, fromDir),
      ]),
    });
  }
  return result;
}

/** `['default']` when the entry point's declarations have a default export. */
function defaultExportOf(specifier: string, fromDir: string): string[] {
  const file = resolveTypes(specifier, fromDir);
  const text = ts.sys.readFile(file) ?? '';
  return /export\s+default\b|export\s*\{[^}]*\bas\s+default\b|export\s*=/.test(
    text,
  )
    ? ['default']
    : [];
}

/** The names each import uses that its entry point does not export. Pure. */
export function checkImports(
  imports: readonly ProseImport[],
  exports: ReadonlyMap<string, EntryExports>,
): ImportFailure[] {
  const failures: ImportFailure[] = [];
  for (const item of imports) {
    const entry = exports.get(item.specifier);
    if (!entry) {
      throw new Error(`Exports of "${item.specifier}" were not loaded.`);
    }
    if (!entry.ok) {
      failures.push({
        file: item.file,
        line: item.line,
        name: item.names[0]?.name ?? '*',
        specifier: item.specifier,
        message: `${item.file}:${item.line}: "${item.specifier}" has ${entry.error}`,
      });
      continue;
    }
    for (const {name} of item.names) {
      if (!entry.names.has(name)) {
        failures.push({
          file: item.file,
          line: item.line,
          name,
          specifier: item.specifier,
          message: `${item.file}:${item.line}: "${name}" is not an export of "${item.specifier}" (in \`${item.text}\`)`,
        });
      }
    }
  }
  return failures;
}

/** Whether a failure is one of the deliberate counterexamples. */
export function isCounterexample(
  failure: ImportFailure,
  counterexamples: readonly Counterexample[] = COUNTEREXAMPLES,
): boolean {
  return counterexamples.some(
    (item) =>
      item.file === failure.file &&
      item.name === failure.name &&
      item.specifier === failure.specifier,
  );
}
