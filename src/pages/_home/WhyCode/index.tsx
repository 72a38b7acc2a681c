import React, {type ReactNode} from 'react';
import CardGrid, {type CardItem} from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';

const REASONS: readonly CardItem[] = [
  {
    title: 'Reuse',
    body: 'Intros, lower thirds and captions become components with props. Build them once, share them across projects and keep every video on brand.',
  },
  {
    title: 'Data-driven',
    body: 'Feed in JSON, an API response or a spreadsheet row and get a video back. One template can produce a personalised clip for every user.',
  },
  {
    title: 'Versioned',
    body: 'Your video lives in plain text files, so it goes through Git, code review and pull requests like the rest of your product.',
  },
  {
    title: 'Automatable',
    body: 'Rendering is a function call or a CLI command. Run it in CI, from a queue worker or on serverless infrastructure, with no one clicking export.',
  },
];

/** "Why write video as code?": four short reasons. */
export default function WhyCode(): ReactNode {
  return (
    <Section
      id="why-code"
      title="Why write videos as code?"
      intro="A timeline editor is great for one video. Code is better when you need many, when they depend on data, or when they have to be produced without a person at the controls.">
      <CardGrid items={REASONS} variant="numbered" minWidth="14rem" />
    </Section>
  );
}
