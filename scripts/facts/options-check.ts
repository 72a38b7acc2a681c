/**
 * Checks every option, prop and parameter table of `docs/api/**` against
 * the installed type definitions.
 *
 * What a table documents is inferred, innermost heading first:
 * - a heading that names an export (`<TransitionSeries.Sequence>`,
 *   `SpringConfig`, `renderStill()`) makes that export the subject;
 * - otherwise the subject is the first function or component of the page's
 *   `api:` front matter;
 * - the heading says which part of the subject: "Props" (a component's
 *   props), "Parameters"/"Arguments" (a function's parameters, or the
 *   properties of its one destructured parameter), "Return value" (the
 *   properties of what it returns, awaited), anything else such as
 *   "Options" (the properties of its options parameter).
 *
 * Tables without a Required column, and CLI flag and argument tables
 * (checked by `cli-check.ts`), are not checked here; nor are tables about a
 * constant, which has no options.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import {API_PACKAGES, type ApiPackage} from '../../src/data/apiPackages';
import {listMarkdown} from '../../src/lib/node/files';
import {
  compareTable,
  rowNames,
  type DeclaredOption,
  type Mismatch,
} from './options-compare';
import {readApiPage, type ApiPage, type OptionTable} from './options-tables';
import {
  TypeFacts,
  mergeParameters,
  type ParameterFact,
  type Subject,
} from './options-types';
import {UNDOCUMENTED_OPTIONS} from './undocumented-options';

export const SITE_DIR = path.resolve(__dirname, '../..');
const API_DIR = path.join(SITE_DIR, 'docs', 'api');

/** The rules by which declared options may stay undocumented. */
export const EXCLUSION_RULES = {
  deprecated: 'tagged @deprecated in the type definitions',
  internal:
    'named as internal (a leading underscore, as the coverage report excludes `_*` exports)',
  foreign:
    'declared outside the toolkit (React DOM attributes, children from React types)',
} as const;

export function packageOfPage(relative: string): ApiPackage | undefined {
  const parts = relative.split('/');
  if (parts[0] !== 'docs' || parts[1] !== 'api') {
    return undefined;
  }
  const dir = parts.length === 3 ? '' : parts[2];
  return API_PACKAGES.find((pkg) => pkg.dir === dir);
}

type Role = 'props' | 'parameters' | 'return' | 'properties';

function roleOfHeading(heading: string): Role | null {
  const text = heading.toLowerCase();
  if (/\bprops\b/.test(text)) {
    return 'props';
  }
  if (/^(parameters|arguments)$/.test(text)) {
    return 'parameters';
  }
  if (/return value/.test(text)) {
    return 'return';
  }
  if (/options|properties|fields|config/.test(text)) {
    return 'properties';
  }
  return null;
}

/**
 * The export a heading names: a heading that is one code span
 * (`` `<Player>` ``, `` `renderStill()` ``, `` `new Foo()` ``), or plain
 * text equal to one of the page's `api:` names. Null for prose headings
 * such as "Options", which may collide with a type of the same name.
 */
export function exportNameOfHeading(
  heading: string,
  api: readonly string[],
): string | null {
  const code = /^`([^`]+)`$/.exec(heading.trim());
  if (!code) {
    return api.includes(heading.trim()) ? heading.trim() : null;
  }
  const name = code[1]!
    .trim()
    .replace(/^new\s+/, '')
    .replace(/^<|\/?>$/g, '')
    .replace(/\(.*\)$/, '')
    .trim();
  return /^[\w.$]+$/.test(name) ? name : null;
}

export type TableTarget =
  | {
      readonly ok: true;
      readonly label: string;
      readonly declared: readonly DeclaredOption[];
      /** Declared options left out by rule: name → rule. */
      readonly ruled: readonly {name: string; rule: string}[];
      /** The type accepts any property name (see `TypeFacts.isOpen`). */
      readonly open?: boolean;
    }
  | {readonly ok: false; readonly reason: string}
  /** The subject has no options at all (a constant such as `VERSION`). */
  | {readonly ok: 'not-applicable'; readonly reason: string};

const OPTIONS_PARAMETER = /^(options|opts|config|params|input|props)$/i;

export class OptionsChecker {
  constructor(private readonly facts: TypeFacts) {}

  /**
   * @param members The type is a helper object or class (`Easing`): its
   *   members always exist, so the Required column is not compared.
   */
  private propertiesTarget(
    label: string,
    type: ts.Type,
    members = false,
  ): TableTarget {
    const properties = this.facts
      .properties(type)
      .filter((property) => !(members && property.name === 'prototype'));
    if (properties.length === 0) {
      return {ok: false, reason: `${label} has no object properties`};
    }
    const ruled: {name: string; rule: string}[] = [];
    const declared = properties.map((property): DeclaredOption => {
      const excluded = property.foreign
        ? EXCLUSION_RULES.foreign
        : property.deprecated
          ? EXCLUSION_RULES.deprecated
          : property.name.startsWith('_')
            ? EXCLUSION_RULES.internal
            : null;
      if (excluded) {
        ruled.push({name: property.name, rule: excluded});
      }
      return {
        name: property.name,
        optionality: members ? 'conditional' : property.optionality,
        jsDocDefault: property.jsDocDefault,
        excluded,
      };
    });
    return {ok: true, label, declared, ruled, open: this.facts.isOpen(type)};
  }

  private parametersTarget(
    label: string,
    subject: {
      parameters: readonly ParameterFact[];
      typeParameters: readonly {name: string; hasDefault: boolean}[];
    },
    table: OptionTable,
  ): TableTarget {
    const declared: DeclaredOption[] = [];
    const ruled: {name: string; rule: string}[] = [];
    for (const parameter of subject.parameters) {
      // Rows such as `options.weights` document the parameter's fields;
      // then every field must be documented, the parameter itself need not.
      const prefix = `${parameter.name}.`;
      const byFields = table.rows.some((row) => row.name.startsWith(prefix));
      declared.push({
        name: parameter.name,
        optionality: parameter.optional
          ? 'optional'
          : parameter.conditional
            ? 'conditional'
            : 'required',
        jsDocDefault: null,
        excluded: byFields ? 'documented through its fields' : null,
      });
      if (byFields) {
        const nested = this.propertiesTarget(label, parameter.type);
        if (nested.ok === true) {
          declared.push(
            ...nested.declared.map((option) => ({
              ...option,
              name: prefix + option.name,
            })),
          );
          ruled.push(
            ...nested.ruled.map((entry) => ({
              ...entry,
              name: prefix + entry.name,
            })),
          );
        }
      }
    }
    // A type parameter is inferred or defaulted: a table may document it
    // (Required: No) or leave it to the signature.
    for (const parameter of subject.typeParameters) {
      declared.push({
        name: parameter.name,
        optionality: parameter.hasDefault ? 'optional' : 'conditional',
        jsDocDefault: null,
        excluded: 'a type parameter, shown in the signature',
      });
    }
    return {ok: true, label, ruled, declared};
  }

  private optionsParameter(
    parameters: readonly ParameterFact[],
  ): ParameterFact | undefined {
    const objects = parameters.filter((parameter) =>
      this.facts.isObjectLike(parameter.type),
    );
    return (
      objects.find((parameter) => OPTIONS_PARAMETER.test(parameter.name)) ??
      objects[0]
    );
  }

  target(page: ApiPage, pkg: ApiPackage, table: OptionTable): TableTarget {
    const described = (name: string) => {
      const symbol = this.facts.findExport(pkg.entries, name);
      return symbol ? this.facts.describe(symbol) : null;
    };
    let role: Role | null = null;
    let subjectName: string | null = null;
    let subject: Subject | null = null;
    const innerFirst = [...table.headings].reverse();
    if (table.declaredType !== null) {
      subject = this.facts.resolvePath(pkg.entries, table.declaredType);
      if (!subject) {
        return {
          ok: false,
          reason: `its table-type comment names "${table.declaredType}", which ${pkg.name} does not have`,
        };
      }
      subjectName = table.declaredType;
    }
    for (const heading of innerFirst) {
      if (subject) {
        break;
      }
      const name = exportNameOfHeading(heading, page.api);
      if (name !== null && (subject = described(name))) {
        subjectName = name;
        break;
      }
      role ??= roleOfHeading(heading);
    }
    if (subject === null) {
      subjectName =
        page.api.find((name) => {
          const kind = described(name)?.kind;
          return kind === 'function' || kind === 'component';
        }) ??
        page.api[0] ??
        null;
      if (subjectName === null) {
        // Not an API page (a CLI command, or a function of a per-font
        // module such as `@remotion/google-fonts/Roboto`).
        return {ok: 'not-applicable', reason: 'no `api:` front matter'};
      }
      subject = described(subjectName);
      if (!subject) {
        return {
          ok: false,
          reason: `${pkg.name} does not export "${subjectName}"`,
        };
      }
      // A page about several functions (`rotate()`, `rotate3d()`, ...) has
      // one Parameters table for all of them.
      // Only functions, not function types such as `WarpPathFn`.
      const functionNames = page.api.filter(
        (name) =>
          described(name)?.kind === 'function' &&
          this.facts.findExport(pkg.entries, name)!.flags &
            ts.SymbolFlags.Value,
      );
      const functions = functionNames.map((name) => described(name));
      if (
        role === 'parameters' &&
        subject.kind === 'function' &&
        functions.length > 1
      ) {
        subjectName = functionNames.join('(), ');
        subject = {
          ...subject,
          parameters: mergeParameters(
            functions.map((other) =>
              other?.kind === 'function' ? other.parameters : [],
            ),
          ),
        };
      }
      // "`calculateMetadata` options", "Fields of `options`": a heading
      // whose first code span (else first word) is one of the subject's
      // props or options is about that member.
      for (const heading of innerFirst) {
        const first = (/`([\w$]+)(?:\(\))?`/.exec(heading) ??
          /^([\w$]+)/.exec(heading))?.[1];
        const member = first ? this.facts.describeMember(subject, first) : null;
        if (member) {
          subjectName = `${subjectName}.${first}`;
          subject = member;
          break;
        }
      }
    }
    const target = this.subjectTarget(subject, subjectName!, role, table);
    if (target.ok !== true || table.inherits === null) {
      return target;
    }
    // The inherited types may belong to another package (`convertMedia()`
    // of webcodecs takes the callbacks of media-parser's `parseMedia()`).
    const names = new Set<string>();
    for (const path of table.inherits.split(',').map((part) => part.trim())) {
      const inherited = this.facts.resolvePath(
        [...pkg.entries, ...this.facts.entries],
        path,
      );
      const inheritedTarget = inherited
        ? this.subjectTarget(inherited, path, 'properties', table)
        : null;
      if (inheritedTarget?.ok !== true) {
        return {
          ok: false,
          reason: `its table-inherits comment names "${path}", which has no options`,
        };
      }
      inheritedTarget.declared.forEach((option) => names.add(option.name));
    }
    return {
      ...target,
      declared: target.declared.map((option) =>
        names.has(option.name) && option.excluded === null
          ? {...option, excluded: `documented with ${table.inherits}`}
          : option,
      ),
    };
  }

  private subjectTarget(
    subject: Subject,
    subjectName: string,
    role: Role | null,
    table: OptionTable,
  ): TableTarget {
    switch (subject.kind) {
      case 'type':
        return this.propertiesTarget(`type ${subjectName}`, subject.type);
      case 'component':
        return subject.props
          ? this.propertiesTarget(`<${subjectName}> props`, subject.props)
          : {ok: false, reason: `<${subjectName}> takes no props`};
      case 'function': {
        const label = subject.isClass
          ? `new ${subjectName}()`
          : `${subjectName}()`;
        if (role === 'return') {
          const returned = this.facts.returnedObject(subject.returns);
          // A table about a returned string or number lists values, not
          // options.
          return this.facts.isObjectLike(returned)
            ? this.propertiesTarget(`the return value of ${label}`, returned)
            : {ok: 'not-applicable', reason: `${label} returns no object`};
        }
        const {parameters, typeParameters} = subject;
        const names = new Set([
          ...parameters.map((parameter) => parameter.name),
          ...typeParameters.map((parameter) => parameter.name),
        ]);
        const matches = table.rows.some((row) =>
          names.has(row.name.split('.')[0]!),
        );
        if (subject.isClass && !matches) {
          // A table of a class that names no constructor parameter lists
          // the properties of its instances (`error.mimeType`) or its
          // static members (`Easing.linear`), whichever the rows name.
          const instance = this.propertiesTarget(
            `the instances of ${subjectName}`,
            subject.returns,
            true,
          );
          const statics = this.propertiesTarget(
            `the static members of ${subjectName}`,
            subject.type,
            true,
          );
          const hits = (target: TableTarget) =>
            target.ok === true
              ? table.rows.filter((row) =>
                  target.declared.some((option) => option.name === row.name),
                ).length
              : 0;
          return hits(instance) >= hits(statics) ? instance : statics;
        }
        const positional =
          (role === 'parameters' || subject.isClass) &&
          (matches || parameters.length === 0);
        if (positional) {
          return this.parametersTarget(
            `the parameters of ${label}`,
            subject,
            table,
          );
        }
        const options = this.optionsParameter(parameters);
        if (!options) {
          return {ok: false, reason: `${label} has no object parameter`};
        }
        return this.propertiesTarget(
          `the ${options.destructured ? 'first' : `"${options.name}"`} parameter of ${label}`,
          options.type,
        );
      }
      case 'value':
        return this.facts.isObjectLike(subject.type)
          ? this.propertiesTarget(
              `the members of ${subjectName}`,
              subject.type,
              true,
            )
          : {ok: 'not-applicable', reason: `${subjectName} is a constant`};
    }
  }
}

export type TableReport = {
  readonly file: string;
  readonly line: number;
  readonly label: string;
  readonly documented: number;
  readonly declared: number;
};

export type OptionsReport = {
  readonly mismatches: readonly Mismatch[];
  readonly tables: readonly TableReport[];
  /** Declared options left out by an exclusion rule, with the rule. */
  readonly ruled: readonly {file: string; name: string; rule: string}[];
  /** Entries of `undocumented-options.ts` that matched nothing. */
  readonly staleReviewed: readonly string[];
};

/** Whether a table is one this check compares (an option/prop table). */
export function isCheckedTable(table: OptionTable): boolean {
  const first = table.columns[0];
  return (
    table.columns.includes('required') &&
    first !== 'flag' &&
    first !== 'argument'
  );
}

export function readApiPages(): ApiPage[] {
  return listMarkdown(API_DIR)
    .sort()
    .map((full) =>
      readApiPage(path.relative(SITE_DIR, full), fs.readFileSync(full, 'utf8')),
    );
}

export function checkOptions(
  pages: readonly ApiPage[],
  facts: TypeFacts,
): OptionsReport {
  const checker = new OptionsChecker(facts);
  const mismatches: Mismatch[] = [];
  const tables: TableReport[] = [];
  const ruled: {file: string; name: string; rule: string}[] = [];
  const usedReviewed = new Set<string>();
  for (const page of pages) {
    const pkg = packageOfPage(page.file);
    if (!pkg) {
      continue;
    }
    const reviewedEntries = UNDOCUMENTED_OPTIONS.filter(
      (entry) => entry.page === page.file,
    );
    const reviewed = new Set(reviewedEntries.map((entry) => entry.option));
    // Tables of one page about the same type share the missing check.
    const groups = new Map<
      string,
      {target: Extract<TableTarget, {ok: true}>; tables: OptionTable[]}
    >();
    for (const table of page.tables.filter(isCheckedTable)) {
      const target = checker.target(page, pkg, table);
      if (target.ok === 'not-applicable') {
        continue;
      }
      if (!target.ok) {
        mismatches.push({
          file: page.file,
          line: table.line,
          kind: 'unresolved',
          option: table.headings.at(-1) ?? '',
          message: `cannot tell what the table under "${table.headings.join(' > ')}" documents: ${target.reason}`,
        });
        continue;
      }
      const group = groups.get(target.label) ?? {target, tables: []};
      group.tables.push(table);
      groups.set(target.label, group);
    }
    for (const {target, tables: groupTables} of groups.values()) {
      const names = new Set(
        groupTables.flatMap((table) =>
          table.rows.flatMap((row) => rowNames(row, target.declared)),
        ),
      );
      groupTables.forEach((table, index) => {
        mismatches.push(
          ...compareTable({
            file: page.file,
            table,
            label: target.label,
            declared: target.declared,
            reviewed,
            siblings: index === 0 ? names : null,
            open: target.open,
          }),
        );
        tables.push({
          file: page.file,
          line: table.line,
          label: target.label,
          documented: table.rows.length,
          // Options the check holds the docs to (not those left out by rule).
          declared:
            index === 0
              ? target.declared.filter((option) => option.excluded === null)
                  .length
              : 0,
        });
      });
      for (const option of target.declared) {
        if (reviewed.has(option.name)) {
          usedReviewed.add(`${page.file}#${option.name}`);
        }
      }
      ruled.push(...target.ruled.map((entry) => ({file: page.file, ...entry})));
    }
  }
  return {
    mismatches,
    tables,
    ruled,
    staleReviewed: UNDOCUMENTED_OPTIONS.map(
      (entry) => `${entry.page}#${entry.option}`,
    ).filter((key) => !usedReviewed.has(key)),
  };
}

/** The type definitions of every documented package, in one program. */
export function loadTypeFacts(): TypeFacts {
  return new TypeFacts(
    API_PACKAGES.flatMap((pkg) => pkg.entries),
    SITE_DIR,
  );
}
