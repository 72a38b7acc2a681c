/**
 * Finds fenced code blocks in Markdown/MDX sources. Pure: no file access.
 */

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

const OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

export function extractCodeBlocks(file: string, source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const open = OPEN.exec(lines[index]!);
    if (!open) {
      index += 1;
      continue;
    }
    const [, indent, fence, lang, meta] = open;
    const closing = new RegExp(
      `^\\s*${fence![0] === '`' ? '`' : '~'}{${fence!.length},}\\s*$`,
    );
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end]!)) {
      const line = lines[end]!;
      body.push(
        line.startsWith(indent!)
          ? line.slice(indent!.length)
          : line.trimStart(),
      );
      end += 1;
    }
    blocks.push({
      file,
      line: index + 1,
      lang: lang ?? '',
      meta: (meta ?? '').trim(),
      code: body.join('\n'),
    });
    index = end + 1;
  }
  return blocks;
}
