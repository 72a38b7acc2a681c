import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, isOptedOut} from './extract';

const source = [
  '# Title',
  '',
  '```tsx title="a.tsx"',
  "import {x} from 'y';",
  '```',
  '',
  '  ```ts no-check',
  '  const a = 1;',
  '  ```',
  '',
  '````md',
  '```js',
  'inner',
  '```',
  '````',
].join('\n');

describe('extractCodeBlocks', () => {
  const blocks = extractCodeBlocks('docs/a.mdx', source);

  it('finds each fenced block with its line, language and meta', () => {
    expect(blocks.map(({line, lang, meta}) => ({line, lang, meta}))).toEqual([
      {line: 3, lang: 'tsx', meta: 'title="a.tsx"'},
      {line: 7, lang: 'ts', meta: 'no-check'},
      {line: 11, lang: 'md', meta: ''},
    ]);
  });

  it('removes the indentation of indented blocks', () => {
    expect(blocks[1]!.code).toBe('const a = 1;');
  });

  it('does not treat a fence inside a longer fence as a block', () => {
    expect(blocks[2]!.code).toBe('```js\ninner\n```');
  });

  it('recognises the no-check opt-out', () => {
    expect(blocks.map(isOptedOut)).toEqual([false, true, false]);
  });
});
