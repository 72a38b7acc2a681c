/**
 * Remark plugin: in ts/tsx/js/jsx code blocks, the lines up to and including
 * a `// ---cut---` line are type-checked by `npm run check:snippets` but not
 * shown on the page. This plugin removes them when the page is rendered.
 */

import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';

export const CUT_MARKER = '// ---cut---';

const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx']);

/** Returns the code as shown on the page. */
export function cutPreamble(code: string): string {
  const lines = code.split('\n');
  const index = lines.findIndex((line) => line.trim() === CUT_MARKER);
  if (index === -1) {
    return code;
  }
  return lines
    .slice(index + 1)
    .join('\n')
    .replace(/^\n+/, '');
}

export default function remarkCut() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang && CHECKED_LANGUAGES.has(node.lang)) {
        node.value = cutPreamble(node.value);
      }
    });
  };
}
