import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import HighlightedCodeBlock from '@site/src/components/HighlightedCodeBlock';
import Section from '../Section';
import styles from './styles.module.css';

const SAMPLE = `import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';

export const Welcome = ({name}: {name: string}) => {
  const frame = useCurrentFrame();
  // Frames 0 to 30: fade in and slide up by 40px.
  const opacity = interpolate(frame, [0, 30], [0, 1], {
    extrapolateRight: 'clamp',
  });
  const offset = interpolate(frame, [0, 30], [40, 0], {
    extrapolateRight: 'clamp',
  });

  return (
    <AbsoluteFill
      style={{
        justifyContent: 'center',
        alignItems: 'center',
        backgroundColor: '#ffffff',
      }}
    >
      <h1 style={{opacity, transform: \`translateY(\${offset}px)\`}}>
        Welcome aboard, {name}!
      </h1>
    </AbsoluteFill>
  );
};`;

/** A short composition with an explanation of how it becomes a video. */
export default function CodeSample(): ReactNode {
  return (
    <Section
      id="code"
      title="It is just a React component"
      intro="No new language and no proprietary file format: a video is a function of the current frame.">
      <div className={styles.layout}>
        <div className={styles.code}>
          <HighlightedCodeBlock language="tsx" title="src/Welcome.tsx">
            {SAMPLE}
          </HighlightedCodeBlock>
        </div>
        <ol className={styles.steps}>
          <li>
            <strong>
              <code>useCurrentFrame()</code>
            </strong>{' '}
            tells the component which frame is being drawn, starting at 0.
          </li>
          <li>
            <strong>
              <code>interpolate()</code>
            </strong>{' '}
            maps a range of frames to a range of values, here opacity and a
            vertical offset.
          </li>
          <li>
            Register the component as a <code>{'<Composition>'}</code> with a
            size, frame rate and duration, and Remotion renders every frame and
            encodes them into a video file.
          </li>
          <li>
            Pass a different <code>name</code> prop and you get a different
            video from the same code.{' '}
            <Link to="/docs/first-video">Make your first video</Link>.
          </li>
        </ol>
      </div>
    </Section>
  );
}
