import {beforeAll, describe, expect, it} from 'vitest';
import {
  COUNTEREXAMPLES,
  checkImports,
  findProseImports,
  isCounterexample,
  loadEntryExports,
  parseImportStatement,
  type EntryExports,
  type ProseImport,
} from './imports';
import {ALL_CONTENT, readContentPages, SITE_DIR as SITE} from './content';

/**
 * A page with wrong imports, to prove the check fails on them. Its imports
 * are read as the content's are.
 */
const wrongPage = [
  '# Wrong imports',
  '',
  "A missing name: `import {Player, NotAnExport} from '@remotion/player'`.",
  '',
  'A name from another entry point: import `appRouterWebhook` from `@remotion/lambda`.',
  '',
  "Its own entry point: `import {appRouterWebhook} from '@remotion/lambda/client'`.",
  '',
  "A subpath entry point: `import {nodeReader} from '@remotion/media-parser/node'`.",
  '',
  "No such package: `import {x} from '@remotion/no-such-package'`.",
].join('\n');
const wrong = findProseImports('docs/wrong.mdx', wrongPage);

/** Every prose import of the content. */
let imports: ProseImport[] = [];
/** One TypeScript program reads the entry points of both (it takes seconds). */
let exports = new Map<string, EntryExports>();

beforeAll(() => {
  imports = readContentPages(ALL_CONTENT).flatMap(({file, source}) =>
    findProseImports(file, source),
  );
  exports = loadEntryExports(
    [...imports, ...wrong].map((item) => item.specifier),
    SITE,
  );
}, 180_000);

describe('parseImportStatement', () => {
  it('reads named, renamed, type-only and default imports', () => {
    expect(
      parseImportStatement(
        "import Default, {a, b as c, type D} from '@remotion/x';",
      ),
    ).toEqual({
      specifier: '@remotion/x',
      names: [
        {name: 'default', typeOnly: false},
        {name: 'a', typeOnly: false},
        {name: 'b', typeOnly: false},
        {name: 'D', typeOnly: true},
      ],
    });
    expect(parseImportStatement("import type {Caption} from 'x'")).toEqual({
      specifier: 'x',
      names: [{name: 'Caption', typeOnly: true}],
    });
  });

  it('rejects code that is not one import declaration', () => {
    expect(parseImportStatement('importFoo()')).toBeNull();
    expect(parseImportStatement("import {a} from 'x'; a();")).toBeNull();
    expect(parseImportStatement('import {a} from')).toBeNull();
  });
});

describe('findProseImports', () => {
  const page = [
    '---',
    'title: T',
    '---',
    '',
    "Write `import {Player} from '@remotion/player'` in a sentence.",
    '',
    '| a | b |',
    '| - | - |',
    "| `import {Thumbnail} from '@remotion/player'` | x |",
    '',
    'Then import `Config` and `Other` from `@remotion/cli/config`.',
    '',
    'Call `renderMedia()` from `@remotion/renderer`.',
    '',
    'Use [`evolvePath()`](/docs/paths/evolve-path) from [`@remotion/paths`](/docs/paths).',
    '',
    "`import {RemotionRoot} from './Root'` is your own file.",
    '',
    '```tsx',
    "import {InBlock} from 'remotion';",
    '```',
  ].join('\n');

  it('finds inline statements in paragraphs and table cells, and the sentence forms with or without links, with their lines', () => {
    const found = findProseImports('docs/x.mdx', page).map((item) => [
      item.line,
      item.specifier,
      item.names.map((name) => name.name).join(','),
    ]);
    expect(found).toEqual([
      [5, '@remotion/player', 'Player'],
      [9, '@remotion/player', 'Thumbnail'],
      [11, '@remotion/cli/config', 'Config,Other'],
      [13, '@remotion/renderer', 'renderMedia'],
      [15, '@remotion/paths', 'evolvePath'],
    ]);
  });
});

describe('checkImports against the installed packages', () => {
  it('fails a wrong name and an unknown package, naming file, line, name and package, and accepts subpath entry points', () => {
    expect(wrong).toHaveLength(5);
    const failures = checkImports(wrong, exports);
    expect(
      failures.map(({file, line, name, specifier}) => ({
        file,
        line,
        name,
        specifier,
      })),
    ).toEqual([
      {
        file: 'docs/wrong.mdx',
        line: 3,
        name: 'NotAnExport',
        specifier: '@remotion/player',
      },
      {
        file: 'docs/wrong.mdx',
        line: 5,
        name: 'appRouterWebhook',
        specifier: '@remotion/lambda',
      },
      {
        file: 'docs/wrong.mdx',
        line: 11,
        name: 'x',
        specifier: '@remotion/no-such-package',
      },
    ]);
    expect(failures[0]!.message).toBe(
      'docs/wrong.mdx:3: "NotAnExport" is not an export of "@remotion/player" (in `import {Player, NotAnExport} from \'@remotion/player\'`)',
    );
  });
});

describe('imports named in the prose of the content', () => {
  const failures = () => checkImports(imports, exports);

  it('finds the prose imports', () => {
    expect(imports.length).toBeGreaterThan(20);
  });

  it('name only real exports of their entry point', () => {
    expect(
      failures()
        .filter((failure) => !isCounterexample(failure))
        .map((failure) => failure.message),
    ).toEqual([]);
  });

  it('keeps every deliberate counterexample on its page and still wrong', () => {
    for (const example of COUNTEREXAMPLES) {
      expect(
        failures().some(
          (failure) =>
            failure.file === example.file &&
            failure.name === example.name &&
            failure.specifier === example.specifier,
        ),
        `${example.file}: "${example.name}" from "${example.specifier}" (${example.reason})`,
      ).toBe(true);
    }
  });
});
