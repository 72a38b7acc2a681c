/**
 * Checks the flag tables of the CLI pages against the flags the installed
 * CLIs read, in both directions: every documented flag is read by its CLI,
 * and every flag a CLI reads is documented on a page of it (or on a page of
 * the main CLI, whose render flags the Lambda and Cloud Run CLIs share).
 *
 * A CLI parses its arguments with minimist, which accepts any flag; what
 * makes a flag real is that the CLI's JavaScript reads it. A flag counts as
 * read when that JavaScript
 * - calls `getValue(...)` on a shared option of `@remotion/renderer`
 *   (`BrowserSafeApis.options`), or indexes the parsed arguments with the
 *   option's `cliFlag` (see `optionFlagsReadIn`);
 * - reads the parsed arguments directly (`parsedCli['browser-args']`,
 *   `parsedLambdaCli.region`; see `flagsReadIn`).
 * Shared options that no CLI code reads (API-only options such as
 * `on-browser-download`) are therefore not CLI flags and are not checked.
 */
import fs from 'fs';
import {createRequire} from 'module';
import path from 'path';
import {listFiles} from '../../src/lib/node/files';
import {rowNames} from './options-compare';
import {readApiPage} from './options-tables';

export type CliName = 'remotion' | 'lambda' | 'cloudrun';

type CliSource = {
  /** Folders of JavaScript that read flags, relative to node_modules. */
  readonly dist: readonly string[];
  /** The variable that holds the parsed arguments. */
  readonly parsed: readonly string[];
};

const CLI_SOURCES: Record<CliName, CliSource> = {
  remotion: {dist: ['@remotion/cli/dist'], parsed: ['parsedCli']},
  // The Lambda and Cloud Run CLIs run the render options of the main CLI
  // and add their own flags.
  lambda: {
    dist: ['@remotion/cli/dist', '@remotion/lambda/dist/cli'],
    parsed: ['parsedCli', 'parsedLambdaCli'],
  },
  cloudrun: {
    dist: ['@remotion/cli/dist', '@remotion/cloudrun/dist/cli'],
    parsed: ['parsedCli', 'parsedCloudrunCli'],
  },
};

/** Flags read as `parsed['x']` or `parsed.x` in the given JavaScript. */
export function flagsReadIn(
  source: string,
  parsed: readonly string[],
): string[] {
  const flags: string[] = [];
  for (const name of parsed) {
    const pattern = new RegExp(
      `\\b${name}(?:\\[['"]([\\w-]+)['"]\\]|\\.([A-Za-z][\\w]*))`,
      'g',
    );
    for (const match of source.matchAll(pattern)) {
      flags.push((match[1] ?? match[2])!);
    }
  }
  return flags;
}

/** The `cliFlag` of every shared option, by the option's key. */
export function sharedOptionFlags(siteDir: string): Map<string, string> {
  const modulePath = require.resolve('@remotion/renderer/client', {
    paths: [siteDir],
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {BrowserSafeApis} = require(modulePath) as {
    BrowserSafeApis: {options: Record<string, {cliFlag?: unknown}>};
  };
  const flags = new Map<string, string>();
  for (const [key, option] of Object.entries(BrowserSafeApis.options)) {
    if (typeof option.cliFlag === 'string') {
      flags.set(key, option.cliFlag);
    }
  }
  return flags;
}

/**
 * Flags of shared options that the given JavaScript reads from the command
 * line: `fooOption.getValue(...)`, `parsed[fooOption.cliFlag]` or
 * `const name = fooOption.cliFlag;` (read through the variable later).
 *
 * Merely naming an option does not count: the main CLI lists every boolean
 * flag for its argument parser (`[fooOption.cliFlag]: null` or a bare
 * `fooOption.cliFlag,` in an array) and maps config setters to
 * `fooOption.setConfig`, none of which reads the command line.
 */
export function optionFlagsReadIn(
  source: string,
  optionFlags: ReadonlyMap<string, string>,
): string[] {
  const patterns = [
    /\b(\w+)\.getValue\s*\(/g,
    /\w\[\s*(?:[\w.]*\.)?(\w+)\.cliFlag\s*\]/g,
    /=\s*(?:[\w.]*\.)?(\w+)\.cliFlag\s*;/g,
  ];
  const flags: string[] = [];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const flag = optionFlags.get(match[1]!);
      if (flag !== undefined) {
        flags.push(flag);
      }
    }
  }
  return flags;
}

export function readParsedFlags(siteDir: string): Map<CliName, Set<string>> {
  const optionFlags = sharedOptionFlags(siteDir);
  const result = new Map<CliName, Set<string>>();
  for (const [cli, source] of Object.entries(CLI_SOURCES) as [
    CliName,
    CliSource,
  ][]) {
    const flags = new Set<string>();
    for (const dist of source.dist) {
      for (const file of listFiles(
        path.join(siteDir, 'node_modules', dist),
        /\.js$/,
      )) {
        const js = fs.readFileSync(file, 'utf8');
        for (const flag of [
          ...flagsReadIn(js, source.parsed),
          ...optionFlagsReadIn(js, optionFlags),
        ]) {
          // `_` holds the positional arguments, not a flag.
          if (flag !== '_') {
            flags.add(flag);
          }
        }
      }
    }
    result.set(cli, flags);
  }
  return result;
}

/** Which CLI a page documents, from its folder. */
export function cliOfPage(relative: string): CliName | null {
  if (relative.startsWith('docs/api/cli/')) {
    return 'remotion';
  }
  if (relative.startsWith('docs/api/lambda/cli')) {
    return 'lambda';
  }
  if (relative.startsWith('docs/api/cloudrun/cli')) {
    return 'cloudrun';
  }
  return null;
}

/** `--codec`, `--props=<json>`, `-q` → `codec`, `props`, `q`. */
export function flagName(written: string): string | null {
  const match = /^--?([A-Za-z][\w-]*)/.exec(written.trim());
  return match ? match[1]! : null;
}

export type FlagMismatch = {
  readonly file: string;
  readonly line: number;
  readonly flag: string;
  readonly message: string;
};

/** A flag a CLI reads, for reporting. */
export type CliFlag = {readonly cli: CliName; readonly flag: string};

export type CliReport = {
  readonly mismatches: readonly FlagMismatch[];
  /** Documented flags, per CLI. */
  readonly documented: ReadonlyMap<CliName, ReadonlySet<string>>;
  /** Flags the CLI reads that no page of it documents. */
  readonly undocumented: ReadonlyMap<CliName, readonly string[]>;
  readonly rows: number;
};

export function checkCliFlags(
  pages: readonly {file: string; source: string}[],
  parsed: ReadonlyMap<CliName, ReadonlySet<string>>,
): CliReport {
  const mismatches: FlagMismatch[] = [];
  const documented = new Map<CliName, Set<string>>();
  let rows = 0;
  for (const {file, source} of pages) {
    const cli = cliOfPage(file);
    if (!cli) {
      continue;
    }
    const known = parsed.get(cli)!;
    const seen = documented.get(cli) ?? new Set<string>();
    documented.set(cli, seen);
    for (const table of readApiPage(file, source).tables) {
      if (table.columns[0] !== 'flag') {
        continue;
      }
      for (const row of table.rows) {
        rows += 1;
        for (const written of rowNames(row)) {
          const flag = flagName(written);
          if (flag === null) {
            mismatches.push({
              file,
              line: row.line,
              flag: written,
              message: `lists "${written}" in a flag table, which is not a flag`,
            });
            continue;
          }
          seen.add(flag);
          if (!known.has(flag)) {
            mismatches.push({
              file,
              line: row.line,
              flag,
              message: `documents --${flag}, which the ${cli} CLI does not read`,
            });
          }
        }
      }
    }
  }
  const undocumented = new Map<CliName, string[]>();
  for (const [cli, flags] of parsed) {
    const seen = documented.get(cli) ?? new Set();
    // A flag of the main CLI documented there counts for Lambda and Cloud
    // Run too, whose pages refer to the render flags of `npx remotion`.
    const main = documented.get('remotion') ?? new Set();
    undocumented.set(
      cli,
      [...flags].filter((flag) => !seen.has(flag) && !main.has(flag)).sort(),
    );
  }
  return {mismatches, documented, undocumented, rows};
}

export function readCliPages(
  siteDir: string,
): {file: string; source: string}[] {
  return listFiles(path.join(siteDir, 'docs', 'api'), /\.mdx?$/)
    .map((full) => ({
      file: path.relative(siteDir, full),
      source: fs.readFileSync(full, 'utf8'),
    }))
    .filter((page) => cliOfPage(page.file) !== null);
}

/**
 * The flags a CLI reads that no page documents and that the reviewed
 * exception list does not excuse, plus exception entries that excuse
 * nothing (the flag is no longer read, or is documented now).
 */
export function unexcusedFlags(
  report: CliReport,
  exceptions: readonly CliFlag[],
): {missing: CliFlag[]; stale: CliFlag[]} {
  const key = ({cli, flag}: CliFlag) => `${cli} --${flag}`;
  const excused = new Set(exceptions.map(key));
  const undocumented = [...report.undocumented].flatMap(([cli, flags]) =>
    flags.map((flag) => ({cli, flag})),
  );
  const open = new Set(undocumented.map(key));
  return {
    missing: undocumented.filter((entry) => !excused.has(key(entry))),
    stale: exceptions
      .filter((entry) => !open.has(key(entry)))
      .map(({cli, flag}) => ({cli, flag})),
  };
}

/**
 * The flags the main `remotion` command's parser treats as switches. Every
 * command line, also `remotion lambda …` and `remotion cloudrun …`, goes
 * through that parser first, and it reads the positional arguments; a flag
 * missing from this list takes the next word as its value, so
 * `--force-path-style my-site` swallows the site name.
 */
export function readSwitchFlags(siteDir: string): Set<string> {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const {BooleanFlags} = require(
    path.join(siteDir, 'node_modules/@remotion/cli/dist/parsed-cli.js'),
  ) as {BooleanFlags: readonly string[]};
  return new Set(BooleanFlags);
}

/** The words a flag's description must contain when it is not a switch. */
export const NOT_A_SWITCH = 'takes the next word as its value';

/** Whether the page's usage line (`npx remotion …`) has positional arguments. */
function takesPositionals(source: string): boolean {
  const usage = /^npx remotion .*$/m.exec(source)?.[0] ?? '';
  return /[<[](?!--)/.test(usage.replace(/\[--flags\]/g, ''));
}

/**
 * Rows of a command that takes positional arguments whose flag is typed
 * `boolean` but is not a switch for the parser, and whose description does
 * not warn that it takes the next word as its value.
 */
export function unwarnedValueFlags(
  pages: readonly {file: string; source: string}[],
  switches: ReadonlySet<string>,
): FlagMismatch[] {
  const mismatches: FlagMismatch[] = [];
  for (const {file, source} of pages) {
    if (!takesPositionals(source)) {
      continue;
    }
    for (const table of readApiPage(file, source).tables) {
      if (table.columns[0] !== 'flag') {
        continue;
      }
      for (const row of table.rows) {
        if (!/\bboolean\b/.test(row.cells.type ?? '')) {
          continue;
        }
        const loose = rowNames(row)
          .map(flagName)
          .filter(
            (flag): flag is string =>
              flag !== null && !switches.has(flag) && !flag.startsWith('no-'),
          );
        if (
          loose.length > 0 &&
          !(row.cells.description ?? '').includes(NOT_A_SWITCH)
        ) {
          mismatches.push({
            file,
            line: row.line,
            flag: loose[0]!,
            message: `types --${loose.join(', --')} as boolean, but the remotion command's parser does not treat it as a switch: written before a positional argument, it swallows it. Say in the description that it "${NOT_A_SWITCH}" and belongs after the positional arguments`,
          });
        }
      }
    }
  }
  return mismatches;
}
