/**
 * Builds `llms.txt` (an index of every page's Markdown copy, following the
 * llms.txt convention) and `llms-full.txt` (every docs page in sidebar order).
 * Pure functions over the collected pages, unit-tested in `llms.test.ts`.
 */
import {markdownPath} from '../../src/lib/urls';

export type CopyPage = {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  /** Where the page belongs in llms.txt, e.g. `Guides: Rendering`. */
  readonly section: string;
  readonly markdown: string;
};

function escapeLinkText(value: string): string {
  return value.replace(/([[\]\\])/g, '\\$1');
}

export function buildLlmsTxt(args: {
  readonly name: string;
  readonly summary: string;
  readonly details: string;
  readonly siteUrl: string;
  readonly pages: readonly CopyPage[];
}): string {
  const sections = new Map<string, CopyPage[]>();
  for (const page of args.pages) {
    sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  }
  const lines = [`# ${args.name}`, '', `> ${args.summary}`, '', args.details];
  for (const [section, pages] of sections) {
    lines.push('', `## ${section}`, '');
    for (const page of pages) {
      const link = `[${escapeLinkText(page.title)}](${args.siteUrl}${markdownPath(page.permalink)})`;
      lines.push(
        page.description ? `- ${link}: ${page.description}` : `- ${link}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export function buildLlmsFullTxt(args: {
  readonly name: string;
  readonly summary: string;
  readonly siteUrl: string;
  readonly pages: readonly CopyPage[];
}): string {
  const header = `# ${args.name}\n\n> ${args.summary}\n`;
  const bodies = args.pages.map((page) => {
    // Each copy starts with its own front matter; keep the heading and body.
    const body = page.markdown.replace(/^---\n[\s\S]*?\n---\n+/, '');
    return `${body.trimEnd()}\n\nSource: ${args.siteUrl}${page.permalink}\n`;
  });
  return [header, ...bodies].join('\n---\n\n');
}
