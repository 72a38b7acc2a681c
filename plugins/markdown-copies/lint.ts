/**
 * Finds what must never appear in a Markdown copy: JSX tags, ESM imports or
 * exports and MDX comments outside code. Fence-aware (```` nests ```), and
 * ignores inline code and escaped `\<`. Returns `line: text` entries.
 */
export function findMdxLeftovers(markdown: string): string[] {
  const problems: string[] = [];
  const lines = markdown.split('\n');
  let fence: string | null = null;
  let inFrontMatter = lines[0] === '---';
  lines.forEach((line, index) => {
    if (inFrontMatter) {
      if (index > 0 && line === '---') {
        inFrontMatter = false;
      }
      return;
    }
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) {
        fence = marker;
      } else if (marker[0] === fence[0] && marker.length >= fence.length) {
        fence = null;
      }
      return;
    }
    if (fence !== null) {
      return;
    }
    // Inline code spans open and close with runs of the same number of
    // backticks (`a`, ``a `b` c``), so a span may hold single backticks.
    const prose = line
      .replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, '')
      .replace(/\\</g, '');
    if (
      /<\/?[A-Za-z][\w.]*(\s|\/?>)/.test(prose) ||
      /^(import|export)\s/.test(prose) ||
      /\{\/\*/.test(prose)
    ) {
      problems.push(`${index + 1}: ${line}`);
    }
  });
  return problems;
}
