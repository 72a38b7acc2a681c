/**
 * Measures the prose of a Markdown/MDX page: the words a reader reads,
 * without front matter, code blocks, imports, JSX tags, tables and headings.
 * Shared by the build (the docs and collection plugins refuse stub pages)
 * and the scripts and unit tests that report on content.
 */

/** Below this many words of prose, a page is a stub and fails the build. */
export const MIN_PROSE_WORDS = 150;

export function stripFrontMatter(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '');
}

export function proseOf(source: string): string {
  const lines = stripFrontMatter(source).split('\n');
  const prose: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const trimmed = line.trim();
    const fenceMatch = /^(`{3,}|~{3,})/.exec(trimmed);
    if (fence) {
      if (fenceMatch && trimmed.startsWith(fence)) {
        fence = null;
      }
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      continue;
    }
    if (
      /^(import|export)\s/.test(trimmed) ||
      /^<\/?[A-Za-z][^>]*>$/.test(trimmed) ||
      /^\|/.test(trimmed) ||
      /^#{1,6}\s/.test(trimmed) ||
      /^:::/.test(trimmed) ||
      /^\{\/\*.*\*\/\}$/.test(trimmed)
    ) {
      continue;
    }
    prose.push(line);
  }
  return prose.join('\n');
}

export function countProseWords(source: string): number {
  const text = proseOf(source)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`[^`]*`/g, ' code ')
    .replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
