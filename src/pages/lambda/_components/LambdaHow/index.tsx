import React, {type ReactNode} from 'react';
import LambdaDiagram from '../LambdaDiagram';
import Section from '@site/src/components/Section';
import Steps, {type Step} from '@site/src/components/Steps';
import styles from './styles.module.css';

const STEPS: readonly Step[] = [
  {
    title: 'Deploy once',
    body: (
      <p>
        You deploy a Lambda function to your own AWS account and upload your
        bundled Remotion project to S3 as a “site”. Both can be reused for every
        render until you change the code.
      </p>
    ),
  },
  {
    title: 'Start a render',
    body: (
      <p>
        Your backend calls <code>renderMediaOnLambda()</code> (or you run{' '}
        <code>npx remotion lambda render</code>) with the site URL, the
        composition id and the input props for this video.
      </p>
    ),
  },
  {
    title: 'Split into chunks',
    body: (
      <p>
        A main function works out how many frames the video has, divides them
        into ranges and invokes one renderer function per range. Every renderer
        opens your project in a headless browser and renders and encodes only
        its own frames, all at the same time.
      </p>
    ),
  },
  {
    title: 'Stitch and store',
    body: (
      <p>
        The main function joins the finished chunks into one file and writes it
        to an S3 bucket. Meanwhile you poll <code>getRenderProgress()</code> or
        wait for a webhook, and then download or serve the result.
      </p>
    ),
  },
];

/** The "how it works" section of /lambda/: diagram plus numbered steps. */
export default function LambdaHow(): ReactNode {
  return (
    <Section
      id="how-it-works"
      title="How distributed rendering works"
      intro="A video is a sequence of independent frames, so different machines can render different parts of it at once."
      columns="1fr 1fr"
      columnsClassName={styles.layout}>
      <div className={styles.diagram}>
        <LambdaDiagram />
        <p className={styles.caption}>
          Example: a 600-frame video rendered as four chunks of 150 frames.
        </p>
      </div>
      <Steps steps={STEPS} />
    </Section>
  );
}
