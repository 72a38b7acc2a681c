import React, {type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Token} from 'prism-react-renderer';
import {getLineProps, getTokenProps} from '@site/src/lib/highlight/tokens';

/** The lines of the current code block, with its line classes and numbers. */
export default function Lines({lines}: {lines: Token[][]}): ReactNode {
  const {metadata} = useCodeBlockContext();
  return lines.map((line, i) => (
    <Line
      key={i}
      line={line}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
      classNames={metadata.lineClassNames[i]}
      showLineNumbers={metadata.lineNumbersStart !== undefined}
    />
  ));
}
