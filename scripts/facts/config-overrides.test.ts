/**
 * The config file page (`docs/api/cli/config-file.mdx`) says which setters
 * the CLI ignores, and this test proves the list against the installed CLI.
 *
 * The CLI's argument parser gives some flags a value even when they are not
 * passed (minimist turns an absent boolean flag into `false`; `--overwrite`
 * defaults to `true`). An option's `getValue()` asks the command line first,
 * so for some options that value beats whatever the config file set. Which
 * ones is found by experiment, in a separate Node process with an empty
 * command line: set the option's config value to something other than its
 * default, then ask for its value with the parser's result.
 *
 * Every row of the page whose Flag column names such a flag must say that
 * the setter is ignored or has no effect, and no other row may say so.
 */
import {execFileSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {Table} from 'mdast';
import {visit} from 'unist-util-visit';
import {parseMarkdown} from '../../src/lib/markdown';
import {plainText} from './options-tables';

const SITE_DIR = path.resolve(__dirname, '../..');
const PAGE = 'docs/api/cli/config-file.mdx';
const IGNORED = /ignores this setter|no effect|no longer has an effect/i;

/** Runs in a fresh Node process, so the options' module state is its own. */
const EXPERIMENT = `
process.argv = [process.argv[0], 'remotion'];
const path = require('path');
const {parsedCli} = require(path.resolve('node_modules/@remotion/cli/dist/parsed-cli.js'));
const {BrowserSafeApis} = require('@remotion/renderer/client');
const result = [];
for (const option of Object.values(BrowserSafeApis.options)) {
  const flag = option.cliFlag;
  if (!flag || parsedCli[flag] === undefined || parsedCli[flag] === null) continue;
  if (typeof option.setConfig !== 'function') continue;
  // The opposite of the default, or else of the parser's value.
  const before = option.getValue({commandLine: {}}).value;
  const parsed = parsedCli[flag];
  const other =
    typeof before === 'boolean' ? !before : typeof parsed === 'boolean' ? !parsed : true;
  try {
    option.setConfig(other);
  } catch {
    continue; // setters that are not implemented in this version
  }
  const after = option.getValue({commandLine: parsedCli});
  result.push({flag, overridden: after.source === 'cli' && after.value !== other});
}
console.log(JSON.stringify(result));
`;

/**
 * Setters a command ignores for another reason than the parser: the command
 * reads its own flag and never asks the option that the setter writes to.
 * Each entry is proved by the test below against the command's file.
 */
const IGNORED_BY_COMMAND: Readonly<
  Record<string, {file: string; option: {name: string; flag: string}}>
> = {
  'setLambdaInsights()': {
    file: 'node_modules/@remotion/lambda/dist/cli/commands/functions/deploy.js',
    option: {name: 'enableLambdaInsights', flag: 'enable-lambda-insights'},
  },
};

type Row = {
  readonly setter: string;
  readonly flag: string;
  readonly description: string;
};

/**
 * The setter rows of the page's tables (first column "Setter"), read with
 * the site's Markdown parser: setter, Flag cell and Description cell.
 */
function setterRows(source: string): Row[] {
  const rows: Row[] = [];
  visit(parseMarkdown(source), 'table', (table: Table) => {
    const [head, ...body] = table.children.map((row) =>
      row.children.map((cell) => plainText(cell).trim()),
    );
    const column = (name: string) =>
      (head ?? []).findIndex((label) => label.toLowerCase() === name);
    const [setter, flag, description] = ['setter', 'flag', 'description'].map(
      column,
    );
    if (setter !== 0 || flag! < 0 || description! < 0) {
      return;
    }
    for (const cells of body) {
      rows.push({
        setter: cells[0]!,
        flag: cells[flag!] ?? '',
        description: cells[description!] ?? '',
      });
    }
  });
  return rows;
}

const namesFlag = (cell: string, flag: string): boolean =>
  new RegExp(`--${flag}(?![\\w-])`).test(cell);

let overridden: string[];
let honoured: string[];
let rows: Row[];

beforeAll(() => {
  const output = execFileSync(process.execPath, ['-e', EXPERIMENT], {
    cwd: SITE_DIR,
    encoding: 'utf8',
  });
  const result = JSON.parse(output) as {flag: string; overridden: boolean}[];
  overridden = result.filter((r) => r.overridden).map((r) => r.flag);
  honoured = result.filter((r) => !r.overridden).map((r) => r.flag);
  rows = setterRows(fs.readFileSync(path.join(SITE_DIR, PAGE), 'utf8'));
  console.log(
    `config overrides: the parser overrides the config of ${overridden.length} flags (${overridden.join(', ')}); ${honoured.length} flags it sets still let the config win`,
  );
}, 60_000);

describe('setters the CLI ignores', () => {
  it('finds flags whose parser value beats the config file, and some that do not', () => {
    // Proof that the experiment measures something: in 4.0.461 both kinds
    // exist (`--dark-mode` is overridden, `--enforce-audio-track` is not).
    expect(overridden).toContain('dark-mode');
    expect(honoured).toContain('enforce-audio-track');
  });

  it('marks every setter of an overridden flag as ignored', () => {
    const unmarked = rows
      .filter((row) => overridden.some((flag) => namesFlag(row.flag, flag)))
      .filter((row) => !IGNORED.test(row.description))
      .map((row) => `${PAGE}: ${row.setter} (${row.flag})`);
    expect(unmarked).toEqual([]);
  });

  it('marks no other setter as ignored', () => {
    const wrong = rows
      .filter((row) => /ignores this setter/i.test(row.description))
      .filter((row) => !overridden.some((flag) => namesFlag(row.flag, flag)))
      .filter((row) => !(row.setter in IGNORED_BY_COMMAND))
      .map((row) => `${PAGE}: ${row.setter} (${row.flag})`);
    expect(wrong).toEqual([]);
  });

  it('ignores a setter for another reason only where the command never asks the option', () => {
    for (const [setter, {file, option}] of Object.entries(IGNORED_BY_COMMAND)) {
      const source = fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
      // The command reads its flag from the parser directly...
      expect(source, `${file} for ${setter}`).toContain(
        `parsedLambdaCli['${option.flag}']`,
      );
      // ...and never asks the option, which is where the config value lives.
      expect(source, `${file} for ${setter}`).not.toMatch(
        new RegExp(`${option.name}\\.getValue`),
      );
      const row = rows.find((candidate) => candidate.setter === setter);
      expect(row?.description, `${PAGE}: ${setter}`).toMatch(
        /ignores this setter/i,
      );
    }
  });

  it('reads the setter rows of the page', () => {
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.map((row) => row.setter)).toContain('setChromiumDarkMode()');
  });
});
