import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Section from '@site/src/components/Section';
import Steps, {type Step} from '@site/src/components/Steps';
import styles from './styles.module.css';

const STEPS: readonly Step[] = [
  {
    title: 'Add the package',
    body: (
      <>
        <p>
          Install it in your Remotion project, on the same version as{' '}
          <code>remotion</code>.
        </p>
        <CodeBlock language="bash">
          {'npm i --save-exact @remotion/lambda'}
        </CodeBlock>
      </>
    ),
  },
  {
    title: 'Give it access to AWS',
    body: (
      <p>
        Create the IAM role and user the setup guide describes, and put the
        user&apos;s keys in <code>REMOTION_AWS_ACCESS_KEY_ID</code> and{' '}
        <code>REMOTION_AWS_SECRET_ACCESS_KEY</code>. Pick a region with{' '}
        <code>REMOTION_AWS_REGION</code> or the <code>--region</code> flag.
      </p>
    ),
  },
  {
    title: 'Deploy a function and a site',
    body: (
      <CodeBlock language="bash">
        {`npx remotion lambda functions deploy
npx remotion lambda sites create src/index.ts --site-name=my-video`}
      </CodeBlock>
    ),
  },
  {
    title: 'Render',
    body: (
      <>
        <p>
          Pass the URL printed by the previous command and the id of a
          composition. From a server, call <code>renderMediaOnLambda()</code>{' '}
          with the same values instead.
        </p>
        <CodeBlock language="bash">
          {'npx remotion lambda render <serve-url> <composition-id>'}
        </CodeBlock>
      </>
    ),
  },
];

/** The "get started" section of /lambda/. */
export default function LambdaStart(): ReactNode {
  return (
    <Section
      id="start"
      alt
      title="Get started"
      intro="The whole setup takes four steps. The Lambda guide walks through each one in detail."
      column="narrow">
      <Steps steps={STEPS} />
      <p className={styles.more}>
        <Link to="/docs/lambda">Read the Lambda setup guide</Link>
      </p>
    </Section>
  );
}
