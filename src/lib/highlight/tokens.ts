/**
 * Highlighted code as data. Code blocks in Markdown are tokenized when the
 * site is built (see `plugins/code-highlight`), so pages ship their tokens and
 * no highlighter; colours come from CSS classes generated from the Prism
 * themes, in both colour modes, so nothing re-renders after hydration.
 *
 * This module is shared by the build and the browser; the highlighter itself
 * (Prism) lives with the build, in `plugins/code-highlight/highlighter.ts`.
 */
import type {
  LineInputProps,
  LineOutputProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

/** One line: `[types joined by spaces, content]` per token. */
export type EncodedLine = readonly (readonly [string, string])[];

/** The tokens of a code block as the build passes them to the page. */
export type EncodedTokens = {
  readonly language: string;
  readonly lines: readonly EncodedLine[];
};

export function encodeLines(lines: readonly Token[][]): EncodedLine[] {
  return lines.map((line) =>
    line.map((token) => [token.types.join(' '), token.content] as const),
  );
}

/** The inverse of `encodeLines`: an empty line is a lone newline token. */
export function decodeLine(line: EncodedLine): Token[] {
  const tokens = line.map(([types, content]) => ({
    types: types.split(' '),
    content,
  }));
  if (tokens.length === 1 && tokens[0]!.content === '\n') {
    return [{...tokens[0]!, empty: true}];
  }
  return tokens;
}

const lineText = (line: EncodedLine) =>
  line.map(([, content]) => content).join('');

/**
 * The tokens of the lines the code block shows. The theme removes whole lines
 * from the source (magic comments such as `// highlight-next-line`), so the
 * shown lines are a subsequence of the tokenized ones. Returns null when the
 * tokens do not describe this code, and the caller highlights it itself.
 */
export function alignTokens(
  encoded: EncodedTokens,
  code: string,
  language: string,
): Token[][] | null {
  if (encoded.language !== language) {
    return null;
  }
  const shown = code.split(/\r\n|\r|\n/);
  const result: Token[][] = [];
  let next = 0;
  for (const line of encoded.lines) {
    if (next === shown.length) {
      break;
    }
    const text = lineText(line);
    const wanted = shown[next]!;
    if (text === wanted || (wanted === '' && text === '\n')) {
      result.push(decodeLine(line));
      next += 1;
    }
  }
  return next === shown.length ? result : null;
}

/** Unhighlighted lines: what a block shows until its highlighter loads. */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) =>
      content === ''
        ? [{types: ['plain'], content: '\n', empty: true}]
        : [{types: ['plain'], content}],
    );
}

/** Line props as prism-react-renderer builds them, minus inline styles. */
export function getLineProps({
  className,
  line: _line,
  ...rest
}: LineInputProps): LineOutputProps {
  return {
    ...rest,
    className: ['token-line', className].filter(Boolean).join(' '),
  };
}

/** Token props: classes carry the colours; empty lines keep their height. */
export function getTokenProps({
  token,
  className,
  style,
  ...rest
}: TokenInputProps): TokenOutputProps {
  return {
    ...rest,
    className: ['token', ...token.types, className].filter(Boolean).join(' '),
    children: token.content,
    ...(token.empty || style
      ? {style: {...(token.empty ? {display: 'inline-block'} : {}), ...style}}
      : {}),
  };
}

/**
 * Reads the `codeTokens` prop: the JSON string the build gives a Markdown
 * code block. Anything else counts as no tokens, and the block renders as
 * plain text.
 */
export function parseCodeTokens(value: unknown): EncodedTokens | null {
  if (typeof value !== 'string') {
    return null;
  }
  try {
    const parsed = JSON.parse(value) as Partial<EncodedTokens>;
    return typeof parsed.language === 'string' && Array.isArray(parsed.lines)
      ? (parsed as EncodedTokens)
      : null;
  } catch {
    return null;
  }
}
