/**
 * Pure comparison of one documented table with the properties (or the
 * parameters) its type declares. Both directions: a documented row must
 * exist with the same optionality and default, and a declared property must
 * be documented or listed with a reason in `undocumented-options.ts`.
 */
import type {OptionTable, TableRow} from './options-tables';
import type {Optionality} from './options-types';

export type MismatchKind =
  | 'unknown' // documented, but the type has no such option
  | 'missing' // declared, but not documented
  | 'optionality' // Required column disagrees with the type
  | 'default' // Default column disagrees with JSDoc @default
  | 'unresolved'; // the check cannot tell what the table documents

export type Mismatch = {
  readonly file: string;
  readonly line: number;
  readonly kind: MismatchKind;
  readonly option: string;
  readonly message: string;
};

/** A property or parameter reduced to what the table states. */
export type DeclaredOption = {
  readonly name: string;
  readonly optionality: Optionality;
  readonly jsDocDefault: string | null;
  /** Why it may stay undocumented without a reviewed entry, if it may. */
  readonly excluded: string | null;
};

export type CompareInput = {
  readonly file: string;
  readonly table: OptionTable;
  /** What the table documents, for messages (`renderMedia() options`). */
  readonly label: string;
  readonly declared: readonly DeclaredOption[];
  /** Options of this page allowed to stay undocumented (reviewed list). */
  readonly reviewed: ReadonlySet<string>;
  /**
   * Options documented by other tables of the page about the same type (a
   * long options type may be split into "Options", "Callbacks", ...); null
   * when another table of the group reports the missing ones.
   */
  readonly siblings: ReadonlySet<string> | null;
  /**
   * The type accepts any name (a string index signature, or a base type
   * from a peer dependency that is not installed): unknown rows pass.
   */
  readonly open?: boolean;
};

/**
 * The Required cell: `Yes`, `No`, a qualified answer ("Yes, unless
 * `calculateMetadata` is passed", "Either this or `component`") or nothing
 * checkable ("-").
 */
export type RequiredClaim = 'yes' | 'no' | 'qualified' | null;

export function readRequired(cell: string | undefined): RequiredClaim {
  const value = (cell ?? '')
    .trim()
    .toLowerCase()
    .replace(/[.\s]+$/, '');
  if (value === 'yes') {
    return 'yes';
  }
  if (value === 'no') {
    return 'no';
  }
  if (/^(yes|no|either|when|without|only|if)\b/.test(value)) {
    return 'qualified';
  }
  return null;
}

/**
 * Whether a Required claim fits what the type declares. A qualified answer
 * fits a property that is optional in some shape of the type, never one
 * that every shape requires.
 */
function claimFits(claim: RequiredClaim, optionality: Optionality): boolean {
  switch (claim) {
    case 'yes':
      return optionality !== 'optional';
    case 'no':
      return optionality !== 'required';
    case 'qualified':
      return optionality !== 'required';
    default:
      return true;
  }
}

const NO_DEFAULT = new Set(['', '-', '–', '—', 'none', 'n/a']);

/** A default as a comparable string: no quotes, backticks or spacing. */
export function normalizeDefault(value: string): string | null {
  const trimmed = value.trim();
  if (NO_DEFAULT.has(trimmed.toLowerCase())) {
    return null;
  }
  return trimmed.replace(/[`'"]/g, '').replace(/\s+/g, '').toLowerCase();
}

/**
 * A row such as "`on*` callbacks" that points to another table: its
 * pattern matches declared options but documents none of them.
 */
function isPointerRow(row: TableRow, declared: readonly DeclaredOption[]) {
  // "`...rest`": the remaining props are passed on (to an SVG element, say).
  if (row.name.startsWith('...')) {
    return true;
  }
  if (!row.name.includes('*')) {
    return false;
  }
  const pattern = new RegExp(
    `^${row.name
      .split('*')
      .map((part) => part.replace(/[.$]/g, '\\$&'))
      .join('.*')}$`,
  );
  return declared.some((option) => pattern.test(option.name));
}

/** A row saying the function takes nothing, e.g. "(none)". */
const NO_OPTIONS_ROW = /^\(?none\)?$/i;

/**
 * The option names a row gives: `name`, `name?` and `name(arg)` (a member
 * function of a helper object such as `Easing`) all name `name`.
 */
export function rowNames(
  row: TableRow,
  declared: readonly {name: string}[] = [],
): string[] {
  // "`a1` … `d4`": every declared name from the first to the last.
  const range = /^`[\w$]+`\s*(…|\.\.\.)\s*`[\w$]+`$/.test(row.firstCell)
    ? declared.map((option) => option.name)
    : [];
  const [from, to] = [
    range.indexOf(row.names[0]!),
    range.indexOf(row.names[1]!),
  ];
  if (from !== -1 && to > from) {
    return range.slice(from, to + 1);
  }
  return row.names.flatMap((name) =>
    name.startsWith('{')
      ? objectLiteralKeys(name)
      : [name.replace(/\(.*\)$/, '').replace(/\?$/, '')],
  );
}

/**
 * A row naming one shape of a union, `{mode: 'width', width}`, documents
 * the keys of that shape.
 */
function objectLiteralKeys(literal: string): string[] {
  return [...literal.matchAll(/[{,]\s*([\w$]+)\s*(?=[:,}])/g)].map(
    (match) => match[1]!,
  );
}

export function compareTable(input: CompareInput): Mismatch[] {
  const {file, table, label, declared, reviewed, siblings, open} = input;
  const mismatches: Mismatch[] = [];
  const byName = new Map(declared.map((option) => [option.name, option]));
  const documented = new Set<string>();
  for (const row of table.rows) {
    if (NO_OPTIONS_ROW.test(row.name) || isPointerRow(row, declared)) {
      continue;
    }
    const names = rowNames(row, declared);
    const found = names.map((name) => byName.get(name)).find(Boolean);
    const unknownKeys = row.name.startsWith('{')
      ? names.filter((name) => !byName.has(name))
      : [];
    for (const key of unknownKeys) {
      mismatches.push({
        file,
        line: row.line,
        kind: 'unknown',
        option: key,
        message: `documents "${key}" (in ${row.name}), which ${label} does not declare`,
      });
    }
    names.forEach((name) => documented.add(name));
    if (!found) {
      if (open) {
        continue;
      }
      mismatches.push({
        file,
        line: row.line,
        kind: 'unknown',
        option: row.name,
        message: `documents "${row.name}", which ${label} does not declare`,
      });
      continue;
    }
    const required = readRequired(row.cells.required);
    if (!claimFits(required, found.optionality)) {
      mismatches.push({
        file,
        line: row.line,
        kind: 'optionality',
        option: found.name,
        message: `marks "${found.name}" Required: ${row.cells.required}, but ${label} declares it ${found.optionality}`,
      });
    }
    const stated = normalizeDefault(row.cells.default ?? '');
    if (stated !== null && found.jsDocDefault !== null) {
      const declaredDefault = normalizeDefault(found.jsDocDefault);
      if (declaredDefault !== null && declaredDefault !== stated) {
        mismatches.push({
          file,
          line: row.line,
          kind: 'default',
          option: found.name,
          message: `gives "${found.name}" the default ${row.cells.default}, but its JSDoc says @default ${found.jsDocDefault}`,
        });
      }
    }
  }
  if (siblings === null) {
    return mismatches;
  }
  for (const option of declared) {
    if (
      documented.has(option.name) ||
      siblings.has(option.name) ||
      option.excluded !== null ||
      reviewed.has(option.name)
    ) {
      continue;
    }
    mismatches.push({
      file,
      line: table.line,
      kind: 'missing',
      option: option.name,
      message: `does not document "${option.name}" (${option.optionality}), which ${label} declares`,
    });
  }
  return mismatches;
}
