/**
 * Remark plugin: tokenizes every fenced code block when the page is built and
 * passes the tokens to `@theme/CodeBlock` as a `codeTokens` prop, so pages
 * ship no highlighter. List it after plugins that change code (remark-cut).
 */
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {tokenize, registerLanguages} from './highlighter';
import {encodeLines, type EncodedTokens} from '../../src/lib/highlight/tokens';

export type Options = {
  /** `themeConfig.prism.additionalLanguages`. */
  readonly additionalLanguages?: readonly string[];
  /** `themeConfig.prism.defaultLanguage`. */
  readonly defaultLanguage?: string;
};

/** The language the theme will use for a block (as `createCodeBlockMetadata`). */
export function blockLanguage(
  lang: string | null | undefined,
  defaultLanguage: string | undefined,
): string {
  return (lang ?? defaultLanguage ?? 'text').toLowerCase();
}

export function codeTokens(code: string, language: string): string {
  const encoded: EncodedTokens = {
    language,
    lines: encodeLines(tokenize(code, language)),
  };
  return JSON.stringify(encoded);
}

export default function remarkCodeTokens(options: Options = {}) {
  registerLanguages(options.additionalLanguages ?? []);
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      const language = blockLanguage(node.lang, options.defaultLanguage);
      node.data = {
        ...node.data,
        hProperties: {
          ...node.data?.hProperties,
          codeTokens: codeTokens(node.value, language),
        },
      };
    });
  };
}
