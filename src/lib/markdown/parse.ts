/**
 * The one reader of Markdown and MDX sources for the build and the checks:
 * the real parser (remark, with MDX, GFM tables, directives for `:::note`
 * and front matter), as Docusaurus reads the same files. Every check that
 * looks inside a page (code samples, option tables, prose, Markdown copies)
 * walks the tree this returns, with `unist-util-visit`, instead of scanning
 * lines.
 */
import yaml from 'js-yaml';
import type {Code, Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

const mdx = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective);

const markdown = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective);

/**
 * The syntax tree of a page. `.md` files are plain Markdown (no JSX, no
 * expressions), as Docusaurus reads them; everything else is MDX. Throws
 * the parser's error (with line and column) on invalid MDX.
 */
export function parseMarkdown(source: string, file = 'page.mdx'): Root {
  return (file.endsWith('.md') ? markdown : mdx).parse(source);
}

/**
 * Parses the front matter as YAML, as the build does. Throws with the YAML
 * error when it is malformed (for example an unquoted value with `: `).
 */
export function frontMatterFields(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(source);
  if (!match) {
    return {};
  }
  const parsed: unknown = yaml.load(match[1]!);
  return parsed !== null && typeof parsed === 'object'
    ? (parsed as Record<string, unknown>)
    : {};
}

export type FencedCode = {
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  /** Everything after the language on the opening fence. */
  readonly meta: string;
  readonly code: string;
};

/** Every fenced code block of a page, in order, nested ones included. */
export function fencedCode(tree: Root): FencedCode[] {
  const blocks: FencedCode[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push({
      line: node.position?.start.line ?? 0,
      lang: node.lang ?? '',
      meta: (node.meta ?? '').trim(),
      code: node.value,
    });
  });
  return blocks;
}
