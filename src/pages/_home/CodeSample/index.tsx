import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MdxPartial from '@site/src/components/MdxPartial';
import Section from '@site/src/components/Section';
import Welcome from './_Welcome.mdx';
import styles from './styles.module.css';

/** A short composition with an explanation of how it becomes a video. */
export default function CodeSample(): ReactNode {
  return (
    <Section
      id="code"
      title="It is just a React component"
      intro="No new language and no proprietary file format: a video is a function of the current frame."
      columns="1.4fr 1fr"
      columnsClassName={styles.layout}>
      <MdxPartial content={Welcome} />
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
          Pass a different <code>name</code> prop and you get a different video
          from the same code.{' '}
          <Link to="/docs/first-video">Make your first video</Link>.
        </li>
      </ol>
    </Section>
  );
}
