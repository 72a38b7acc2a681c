import fs from 'fs';
import path from 'path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {ApiPackage} from '../../src/data/apiPackages';
import {OptionsChecker, type TableTarget} from './options-check';
import {
  compareTable,
  normalizeDefault,
  readRequired,
  type Mismatch,
} from './options-compare';
import {readApiPage, readOptionTables, type ApiPage} from './options-tables';
import {TypeFacts} from './options-types';

const FIXTURES = path.join(__dirname, 'options-fixtures');
const FIXTURE_PACKAGE: ApiPackage = {
  name: 'fixture',
  dir: 'fixture',
  entries: ['./types'],
};
const PAGE_SOURCE = fs.readFileSync(
  path.join(FIXTURES, 'render-thing.mdx'),
  'utf8',
);

let facts: TypeFacts;
let checker: OptionsChecker;

beforeAll(() => {
  facts = new TypeFacts(FIXTURE_PACKAGE.entries, FIXTURES);
  checker = new OptionsChecker(facts);
});

/** Runs the whole check on one page of the fixture package. */
function check(source: string): Mismatch[] {
  const page: ApiPage = readApiPage('fixture.mdx', source);
  return page.tables.flatMap((table) => {
    const target: TableTarget = checker.target(page, FIXTURE_PACKAGE, table);
    if (target.ok !== true) {
      throw new Error(`unresolved: ${String(target.ok)} ${target.reason}`);
    }
    return compareTable({
      file: page.file,
      table,
      label: target.label,
      declared: target.declared,
      reviewed: new Set(),
      siblings: new Set(),
      open: target.open,
    });
  });
}

const summary = (mismatches: Mismatch[]) =>
  mismatches.map((mismatch) => `${mismatch.kind} ${mismatch.option}`);

/** The mismatches of the fixture page after one edit, as `kind option`. */
const problemsAfterEdit = (search: string | RegExp, replacement: string) =>
  summary(check(PAGE_SOURCE.replace(search, replacement)));

describe('option tables are read with the MDX parser', () => {
  it('reads rows, cells and the headings above each table', () => {
    const [table] = readOptionTables(PAGE_SOURCE);
    expect(table?.headings).toEqual(['Options']);
    expect(table?.rows.map((row) => row.name)).toEqual([
      'src',
      'retries',
      'onDone',
    ]);
    expect(table?.rows[1]?.cells).toMatchObject({
      default: '2',
      required: 'No',
    });
  });

  it('ignores tables whose first column does not name options', () => {
    const source = '| Value | Meaning |\n| --- | --- |\n| `a` | b |\n';
    expect(readOptionTables(source)).toEqual([]);
  });

  it('reads a table-type comment right before a table', () => {
    const source =
      '{/* table-type: Size */}\n\n| Name | Required |\n| --- | --- |\n| `mode` | Yes |\n';
    expect(readOptionTables(source)[0]?.declaredType).toBe('Size');
  });
});

describe('the check compares tables with the type definitions', () => {
  it('passes a table that matches its options type', () => {
    expect(check(PAGE_SOURCE)).toEqual([]);
  });

  it.each([
    {
      rule: 'fails when a table omits a declared option',
      search: /^\| `retries`.*\n/m,
      replacement: '',
      problems: ['missing retries'],
    },
    {
      rule: 'fails on an option the type does not declare',
      search: '| `onDone`',
      replacement: '| `timeout` | `number` | - | No | Made up. |\n| `onDone`',
      problems: ['unknown timeout'],
    },
    {
      rule: 'fails when the Required column disagrees with the type',
      search: '| `src` | `string` | - | Yes',
      replacement: '| `src` | `string` | - | No',
      problems: ['optionality src'],
    },
    {
      rule: 'fails when the Default column disagrees with JSDoc @default',
      search: '| `2` | No',
      replacement: '| `3` | No',
      problems: ['default retries'],
    },
  ])('$rule', ({search, replacement, problems}) => {
    expect(problemsAfterEdit(search, replacement)).toEqual(problems);
  });

  it('leaves deprecated and underscore options out by rule', () => {
    const page = readApiPage('fixture.mdx', PAGE_SOURCE);
    const target = checker.target(page, FIXTURE_PACKAGE, page.tables[0]!);
    expect(target.ok).toBe(true);
    if (target.ok === true) {
      expect(target.ruled.map((entry) => entry.name).sort()).toEqual([
        '_internalFlag',
        'tries',
      ]);
    }
  });

  it('checks positional parameters under a Parameters heading', () => {
    const source = `---\napi: move\n---\n\n## Parameters\n\n| Name | Type | Default | Required | Description |\n| --- | --- | --- | --- | --- |\n| \`x\` | \`number\` | - | Yes | X. |\n| \`y\` | \`number\` | - | Yes | Y. |\n`;
    expect(summary(check(source))).toEqual(['optionality y']);
  });

  it('reads component props, leaving React attributes undocumented', () => {
    const source = `---\napi: Box\n---\n\n## Props\n\n| Name | Type | Default | Required | Description |\n| --- | --- | --- | --- | --- |\n| \`color\` | \`string\` | - | Yes | Colour. |\n`;
    expect(summary(check(source))).toEqual(['missing label']);
  });

  it('lists every property of a union, rows naming one shape each', () => {
    const source = `---\napi: Size\n---\n\n## Size\n\n| Name | Type | Default | Required | Description |\n| --- | --- | --- | --- | --- |\n| \`{mode: 'width', width}\` | - | - | - | By width. |\n| \`{mode: 'scale', scale}\` | - | - | - | By factor. |\n`;
    expect(check(source)).toEqual([]);
    const missing = source.replace(/^.*mode: 'scale'.*\n/m, '');
    expect(summary(check(missing))).toEqual(['missing scale']);
  });
});

describe('readRequired', () => {
  it('tells plain answers from qualified ones', () => {
    expect(readRequired('Yes')).toBe('yes');
    expect(readRequired('No')).toBe('no');
    expect(readRequired('Yes, unless `calculateMetadata` is passed')).toBe(
      'qualified',
    );
    expect(readRequired('-')).toBeNull();
  });

  it('fails a qualified answer on an option every shape requires', () => {
    expect(
      problemsAfterEdit(
        '| `src` | `string` | - | Yes',
        '| `src` | `string` | - | Yes, unless `retries` is set',
      ),
    ).toEqual(['optionality src']);
  });
});

describe('normalizeDefault', () => {
  it('ignores quotes, backticks and spacing', () => {
    expect(normalizeDefault("`'png'`")).toBe(normalizeDefault('"png"'));
  });

  it('treats a dash as no stated default', () => {
    expect(normalizeDefault('-')).toBeNull();
  });
});
