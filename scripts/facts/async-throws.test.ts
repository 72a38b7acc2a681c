import {beforeAll, describe, expect, it} from 'vitest';
import {
  UNLOADABLE_ENTRIES,
  describeClaim,
  findAsyncThrowClaims,
  loadAsyncExports,
  type AsyncExports,
} from './async-throws';
import {readContentPages} from './content';

let exports: AsyncExports;

beforeAll(async () => {
  exports = await loadAsyncExports();
}, 120_000);

describe('"throws" said of an async function', () => {
  it('reads the async exports of every entry point that Node.js can import', () => {
    expect(Object.fromEntries(exports.failed)).toEqual(
      Object.fromEntries(
        Object.keys(UNLOADABLE_ENTRIES).map((entry) => [
          entry,
          expect.any(String),
        ]),
      ),
    );
    // Known async exports of different packages, as a sanity check.
    expect(exports.async.get('selectComposition')).toContain(
      '@remotion/renderer',
    );
    expect(exports.async.get('transcribe')).toBeDefined();
  });

  it('finds the claim in a sentence and leaves correct ones alone', () => {
    const source = [
      '---',
      'title: selectComposition()',
      '---',
      '',
      'If the ID is unknown, `selectComposition()` throws an error.',
      '',
      'If the ID is unknown, the promise of `selectComposition()` rejects.',
      '',
      'It throws when the browser cannot start.',
      '',
      '`selectComposition()` never throws synchronously.',
      '',
      '| Name | Description |',
      '| --- | --- |',
      '| `id` | `selectComposition()` throws if it is missing. |',
    ].join('\n');
    const claims = findAsyncThrowClaims(
      'docs/api/renderer/select-composition.mdx',
      source,
      exports,
    );
    expect(claims.map((claim) => claim.line)).toEqual([5, 9, 15]);
    expect(describeClaim(claims[0]!)).toMatch(
      /select-composition\.mdx:5: .*selectComposition\(\) throws, but it is an async function/,
    );
  });

  it('no page says an async function throws', () => {
    const claims = readContentPages().flatMap(({file, source}) =>
      findAsyncThrowClaims(file, source, exports),
    );
    expect(claims.map(describeClaim)).toEqual([]);
  }, 120_000);
});
