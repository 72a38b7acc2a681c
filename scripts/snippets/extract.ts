/**
 * Finds fenced code blocks in Markdown/MDX sources. Pure: no file access.
 */
import {fencedCode, parseMarkdown} from '../../src/lib/markdown';

export type CodeBlock = {
  /** Source file, relative to the site. */
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
};

export const CHECKED_LANGUAGES = ['ts', 'tsx', 'js', 'jsx'] as const;
export type CheckedLanguage = (typeof CHECKED_LANGUAGES)[number];

export function isCheckedLanguage(lang: string): lang is CheckedLanguage {
  return (CHECKED_LANGUAGES as readonly string[]).includes(lang);
}

/** True when the block opts out of the type-check with the `no-check` meta. */
export function isOptedOut(block: CodeBlock): boolean {
  return /(^|\s)no-check(\s|$)/.test(block.meta);
}

/**
 * Every fenced code block of a page, read with the site's Markdown parser
 * (so blocks inside components, indented blocks and longer fences around
 * shorter ones are read as the site renders them).
 */
export function extractCodeBlocks(file: string, source: string): CodeBlock[] {
  return fencedCode(parseMarkdown(source, file)).map((block) => ({
    file,
    ...block,
  }));
}
