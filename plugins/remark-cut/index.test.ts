import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
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
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'tsx', value: 'setup();\n// ---cut---\nshown();'},
        {type: 'code', lang: 'bash', value: 'a\n// ---cut---\nb'},
      ],
    };
    remarkCut()(tree as unknown as Root);
    expect(tree.children.map((node) => node.value)).toEqual([
      'shown();',
      'a\n// ---cut---\nb',
    ]);
  });
});
