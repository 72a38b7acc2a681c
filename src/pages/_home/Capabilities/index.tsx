import React, {type ReactNode} from 'react';
import CardGrid, {type CardItem} from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';

const CAPABILITIES: readonly CardItem[] = [
  {
    title: 'Studio',
    body: 'A local editor for previewing compositions, scrubbing the timeline, tweaking props and starting renders.',
    link: {label: 'Open the Studio docs', to: '/docs/studio'},
  },
  {
    title: 'Rendering',
    body: 'Turn a composition into MP4, WebM, GIF, audio or a still image from the command line or from Node.js.',
    link: {label: 'Learn how rendering works', to: '/docs/render'},
  },
  {
    title: 'Player',
    body: 'Embed a composition in any React app and let people play, seek and customise it before it is ever rendered.',
    link: {label: 'See the Player', to: '/player/'},
  },
  {
    title: 'Lambda',
    body: 'Split a render across many AWS Lambda functions that work in parallel, and pay only while they run.',
    link: {label: 'See Lambda', to: '/lambda/'},
  },
  {
    title: 'Media Parser',
    body: 'A pure JavaScript library that reads metadata, tracks and samples from video and audio files, in the browser or on a server.',
    link: {label: 'Read the Media Parser docs', to: '/docs/media-parser'},
  },
  {
    title: 'WebCodecs',
    body: 'Convert, re-encode and process media client-side, using the video and audio codecs built into the browser.',
    link: {label: 'Read the WebCodecs docs', to: '/docs/webcodecs'},
  },
  {
    title: 'Editor Starter',
    body: 'A starting point for building your own video editor that runs in the browser, so you do not begin from an empty project.',
    link: {label: 'Explore the Editor Starter', to: '/docs/editor-starter'},
  },
  {
    title: 'Recorder',
    body: 'Record yourself and your screen, then edit and caption the result in code before rendering it.',
    link: {label: 'Explore the Recorder', to: '/docs/recorder'},
  },
];

/** The main parts of the toolkit, each with a link to learn more. */
export default function Capabilities(): ReactNode {
  return (
    <Section
      id="capabilities"
      alt
      title="One toolkit, from first frame to final file"
      intro="Start with a composition and a preview. Add the pieces you need as your project grows.">
      <CardGrid items={CAPABILITIES} />
    </Section>
  );
}
