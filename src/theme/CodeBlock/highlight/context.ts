import {createContext, useContext} from 'react';
import type {EncodedTokens} from './tokens';

/** The build-time tokens of the code block being rendered, if any. */
export const CodeTokensContext = createContext<EncodedTokens | null>(null);

export const useCodeTokens = (): EncodedTokens | null =>
  useContext(CodeTokensContext);

/**
 * Reads the `codeTokens` prop: a JSON string from the build for Markdown code
 * blocks, or an object from `HighlightedCodeBlock`. Anything else counts as
 * no tokens, and the block renders as plain text.
 */
export function parseCodeTokens(value: unknown): EncodedTokens | null {
  if (typeof value !== 'string' && (typeof value !== 'object' || !value)) {
    return null;
  }
  try {
    const parsed = (
      typeof value === 'string' ? JSON.parse(value) : value
    ) as Partial<EncodedTokens>;
    return typeof parsed.language === 'string' && Array.isArray(parsed.lines)
      ? (parsed as EncodedTokens)
      : null;
  } catch {
    return null;
  }
}
