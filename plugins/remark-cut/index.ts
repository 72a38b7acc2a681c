/**
 * Remark plugin: in ts/tsx/js/jsx code blocks, the lines up to and including
 * a `// ---cut---` line are type-checked by `npm run check:snippets` but not
 * shown on the page. This plugin removes them when the page is rendered.
 */

export const CUT_MARKER = '// ---cut---';

const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx']);

type Node = {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
};

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

function visit(node: Node): void {
  if (node.type === 'code' && node.lang && CHECKED_LANGUAGES.has(node.lang)) {
    node.value = cutPreamble(node.value ?? '');
  }
  node.children?.forEach(visit);
}

export default function remarkCut() {
  return (tree: Node): void => visit(tree);
}
