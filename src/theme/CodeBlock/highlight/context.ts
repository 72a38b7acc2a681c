import {createContext, useContext} from 'react';
import type {EncodedTokens} from '@site/src/lib/highlight/tokens';

/** The build-time tokens of the code block being rendered, if any. */
export const CodeTokensContext = createContext<EncodedTokens | null>(null);

export const useCodeTokens = (): EncodedTokens | null =>
  useContext(CodeTokensContext);
