/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 *
 * Ejected from @docusaurus/theme-classic 3.10.2 for build-time highlighting
 * (see plugins/code-highlight): passes the build-time tokens down and no longer re-mounts code blocks after hydration.
 */

import React, {isValidElement, useMemo, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {parseCodeTokens} from '@site/src/lib/highlight/tokens';
import {CodeTokensContext} from './highlight/context';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

/**
 * Changed from the theme: takes the build-time tokens of Markdown code blocks
 * (the `codeTokens` prop) and no longer re-mounts every block after hydration
 * to swap inline Prism colours: the colours are CSS now, for both modes.
 */
export default function CodeBlock({
  children: rawChildren,
  codeTokens,
  ...props
}: Props & {codeTokens?: unknown}): ReactNode {
  const tokens = useMemo(() => parseCodeTokens(codeTokens), [codeTokens]);
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return (
    <CodeTokensContext.Provider value={tokens}>
      <CodeBlockComp {...props}>{children as string}</CodeBlockComp>
    </CodeTokensContext.Provider>
  );
}
