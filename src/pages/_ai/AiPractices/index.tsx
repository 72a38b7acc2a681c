import React, {type ReactNode} from 'react';
import CardSection from '@site/src/components/CardSection';
import Section from '@site/src/components/Section';
import Steps from '@site/src/components/Steps';
import SystemPrompt from '../SystemPrompt';
import works from './works.json';
import loop from './loop.json';
import limits from './limits.json';

/** The body of /ai: what works, a review loop, example prompt, limits. */
export default function AiPractices(): ReactNode {
  return (
    <>
      <CardSection
        id="what-works"
        title="What works today"
        intro="Because a Remotion video is code, tools that write code can help make videos."
        cards={works}
        variant="numbered"
        minWidth="14rem"
      />
      <Section
        id="loop"
        alt
        title="A review loop for prompt-to-video"
        intro="Treat generated videos like generated code: check them automatically, then have someone look before they ship."
        column="narrow">
        <Steps steps={loop} />
      </Section>
      <SystemPrompt />
      <CardSection
        id="limits"
        alt
        title="Limits to plan for"
        intro="AI speeds up the first draft. It does not replace review."
        cards={limits}
        variant="accent"
        minWidth="14rem"
      />
    </>
  );
}
