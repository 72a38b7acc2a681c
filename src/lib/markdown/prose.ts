/**
 * Measures the prose of a Markdown/MDX page: the words a reader reads,
 * without front matter, code, imports and exports, JSX tags and their
 * attributes, tables and headings. Shared by the build (the docs and
 * collection plugins refuse stub pages) and the scripts and unit tests that
 * report on content.
 */
import type {Nodes, Root} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';
import {parseMarkdown} from './parse';

/** Below this many words of prose, a page is a stub and fails the build. */
export const MIN_PROSE_WORDS = 150;

/** Nodes whose text is not prose, with everything inside them. */
const NOT_PROSE = new Set([
  'yaml',
  'code',
  'heading',
  'table',
  'image',
  'imageReference',
  'definition',
  'html',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
]);

/** The prose of a parsed page, one paragraph-like block per line. */
export function proseOfTree(tree: Root): string {
  const parts: string[] = [];
  visit(tree, (node: Nodes) => {
    if (NOT_PROSE.has(node.type)) {
      return SKIP;
    }
    if (node.type === 'inlineCode') {
      // A name in backticks reads as one word.
      parts.push(' code ');
    } else if (node.type === 'text') {
      parts.push(node.value);
    } else if (node.type === 'paragraph') {
      parts.push('\n');
    }
    return undefined;
  });
  return parts.join('').trim();
}

/** The prose of a page's source (see `proseOfTree`). */
export function proseOf(source: string, file?: string): string {
  return proseOfTree(parseMarkdown(source, file));
}

/**
 * Counts by source text: the development server checks every page again on
 * each save, and parsing all of them takes seconds; only the changed page
 * is parsed again.
 */
const counted = new Map<string, number>();

/**
 * Words of prose. A page the parser cannot read counts as long enough: the
 * MDX compiler reports its syntax error with the line, which is the useful
 * message for the writer.
 */
export function countProseWords(source: string, file = 'page.mdx'): number {
  const key = `${file.endsWith('.md') ? 'md' : 'mdx'}\n${source}`;
  const known = counted.get(key);
  if (known !== undefined) {
    return known;
  }
  let count: number;
  try {
    count = proseOf(source, file)
      .split(/\s+/)
      .filter((word) => /[A-Za-z0-9]/.test(word)).length;
  } catch {
    count = Number.POSITIVE_INFINITY;
  }
  counted.set(key, count);
  return count;
}
