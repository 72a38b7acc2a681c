/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 *
 * Ejected from @docusaurus/theme-classic 3.10.2 for build-time highlighting
 * (see plugins/code-highlight): renders the tokens it is given, no Prism.
 */

import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeTokens} from '../highlight/context';
import Lines from '../highlight/Lines';
import {alignTokens, plainLines} from '@site/src/lib/highlight/tokens';

import styles from './styles.module.css';

const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  (props, ref) => {
    return (
      <pre
        ref={ref}
        // Focusable, so a keyboard can scroll a wide block.
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/**
 * Changed from the theme: no highlighter here. Markdown code blocks bring
 * their tokens from the build (plugins/code-highlight). A block without
 * tokens (`@theme/CodeBlock` used from a component) renders as plain text. Colours are CSS classes for both colour modes.
 */
export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const encoded = useCodeTokens();
  const {code, language} = metadata;
  const lines = encoded && alignTokens(encoded, code, language);
  if (encoded && !lines) {
    // The build's tokens must describe the code shown; never ship a Markdown
    // block silently unhighlighted. Thrown while rendering the page, this
    // fails the build with the page's path.
    throw new Error(
      `Code block tokens do not match the ${language} code starting with ` +
        `"${code.split('\n')[0]}" (tokenized as ${encoded.language}).`,
    );
  }
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, 'prism-code', `language-${language}`)}>
      <Code>
        <Lines lines={lines ?? plainLines(code)} />
      </Code>
    </Pre>
  );
}
