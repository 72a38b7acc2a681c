import React, {useMemo, type ReactNode} from 'react';
import CodeBlock, {type Props} from '@theme/CodeBlock';
import {useThemeConfig} from '@docusaurus/theme-common';
import {registerLanguages, tokenize} from '@site/src/lib/highlight/highlighter';
import {encodeLines, type EncodedTokens} from '@site/src/lib/highlight/tokens';

export type HighlightedCodeBlockProps = Props & {
  /** The code; a string, unlike `@theme/CodeBlock`'s children. */
  readonly children: string;
};

/**
 * A code block rendered from a component, highlighted in the browser. Pages
 * that use it download Prism (about 28 KB gzip); Markdown code blocks are
 * highlighted at build time and need nothing. For code that gains nothing
 * from colours (one-line shell commands), `@theme/CodeBlock` renders it as
 * plain text without Prism.
 */
export default function HighlightedCodeBlock({
  children,
  language,
  className,
  ...props
}: HighlightedCodeBlockProps): ReactNode {
  const {prism} = useThemeConfig();
  const lang = (
    language ??
    /\blanguage-(\S+)/.exec(className ?? '')?.[1] ??
    prism.defaultLanguage ??
    'text'
  ).toLowerCase();
  const tokens = useMemo((): EncodedTokens => {
    registerLanguages(prism.additionalLanguages);
    return {language: lang, lines: encodeLines(tokenize(children, lang))};
  }, [children, lang, prism.additionalLanguages]);
  return (
    <CodeBlock
      {...props}
      language={language}
      className={className}
      {...{codeTokens: tokens}}>
      {children}
    </CodeBlock>
  );
}
