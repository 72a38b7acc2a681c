import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Section from '@site/src/components/Section';
import {systemPromptSample} from './prompt';

/** The example system prompt of /ai, as plain text to copy and adapt. */
export default function SystemPrompt(): ReactNode {
  return (
    <Section
      id="prompt"
      title="An example system prompt"
      intro="Adapt it to your templates and components. Short, concrete rules work better than long explanations."
      column="narrow">
      <CodeBlock language="text" title="system-prompt.txt">
        {systemPromptSample}
      </CodeBlock>
    </Section>
  );
}
