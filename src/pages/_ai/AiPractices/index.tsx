import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import CardGrid, {type CardItem} from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import Steps, {type Step} from '@site/src/components/Steps';
import {systemPromptSample} from './prompt';

const WORKS: readonly CardItem[] = [
  {
    title: 'Models writing compositions',
    body: 'A composition is a React component, and language models have seen a lot of React. Describe a scene, and a model can write the component, its timing and its props.',
  },
  {
    title: 'A system prompt with the rules',
    body: 'Video has rules that ordinary web code does not: everything must depend on the frame number and be deterministic. Stating them up front prevents most broken output.',
  },
  {
    title: 'Models filling in props',
    body: 'The safest setup keeps a tested template and lets the model produce only the data: texts, colours, scene order. Validate that data with a schema before rendering.',
  },
  {
    title: 'Prompt to video, with review',
    body: 'Generating a whole video from a prompt works best as a loop: generate, check, preview, correct. Render the final file only once a person has approved it.',
  },
];

const LOOP: readonly Step[] = [
  {
    title: 'Generate',
    body: 'Send the system prompt, the request and, if you have one, an existing composition to start from.',
  },
  {
    title: 'Check automatically',
    body: 'Type-check and lint the result. Feed any error messages back to the model and ask for a fix, with a retry limit.',
  },
  {
    title: 'Preview',
    body: 'Play the composition in the Player or render a few stills. This is quick and cheap compared with a full render.',
  },
  {
    title: 'Review and refine',
    body: 'A person (or a second model looking at the stills) points out timing, layout or wording problems, and the loop repeats.',
  },
  {
    title: 'Render',
    body: 'When the preview is approved, render the video locally, on a server or on Lambda like any other composition.',
  },
];

const LIMITS: readonly CardItem[] = [
  {
    title: 'Plausible is not correct',
    body: 'Generated code often compiles and still has text that overflows, scenes that overlap or motion that is too fast. Someone has to watch the result.',
  },
  {
    title: 'Taste varies',
    body: 'Models produce serviceable layouts, but consistent brand design comes from your own components, fonts and colours, passed in as building blocks.',
  },
  {
    title: 'Generated code is untrusted',
    body: 'Code written by a model should run in a sandbox without access to secrets or internal networks, especially if users can write the prompts.',
  },
  {
    title: 'Each iteration costs time',
    body: 'Model calls and renders are not free. Preview in the browser during the loop, and render only the final version.',
  },
];

/** The body of /ai: what works, a review loop, example prompt, limits. */
export default function AiPractices(): ReactNode {
  return (
    <>
      <Section
        id="what-works"
        title="What works today"
        intro="Because a Remotion video is code, tools that write code can help make videos.">
        <CardGrid items={WORKS} variant="numbered" minWidth="14rem" />
      </Section>
      <Section
        id="loop"
        alt
        title="A review loop for prompt-to-video"
        intro="Treat generated videos like generated code: check them automatically, then have someone look before they ship."
        column="narrow">
        <Steps steps={LOOP} />
      </Section>
      <Section
        id="prompt"
        title="An example system prompt"
        intro="Adapt it to your templates and components. Short, concrete rules work better than long explanations."
        column="narrow">
        <CodeBlock language="text" title="system-prompt.txt">
          {systemPromptSample}
        </CodeBlock>
      </Section>
      <Section
        id="limits"
        alt
        title="Limits to plan for"
        intro="AI speeds up the first draft. It does not replace review.">
        <CardGrid items={LIMITS} variant="accent" minWidth="14rem" />
      </Section>
    </>
  );
}
