import {describe, expect, it} from 'vitest';
import {fencedCode, parseMarkdown} from '../../src/lib/markdown';
import remarkCut, {cutPreamble} from './index';

describe('cutPreamble', () => {
  it('removes the lines up to and including the marker', () => {
    expect(cutPreamble("import {x} from 'y';\n// ---cut---\n\nx();")).toBe(
      'x();',
    );
  });

  it('leaves code without a marker unchanged', () => {
    expect(cutPreamble('const a = 1;\n')).toBe('const a = 1;\n');
  });
});

describe('remarkCut', () => {
  it('cuts ts/tsx/js/jsx blocks and leaves other languages alone', () => {
    const tree = parseMarkdown(`~~~tsx
setup();
// ---cut---
shown();
~~~

~~~bash
a
// ---cut---
b
~~~
`);
    remarkCut()(tree);
    expect(fencedCode(tree).map((block) => block.code)).toEqual([
      'shown();',
      'a\n// ---cut---\nb',
    ]);
  });
});
