import React, {type ReactNode} from 'react';
import MarketingPage from '@site/src/components/MarketingPage';
import {
  BROWSE_TEMPLATES,
  READ_THE_DOCS,
} from '@site/src/components/MarketingPage/actions';
import Hero from './_home/Hero';
import WhyCode from './_home/WhyCode';
import Capabilities from './_home/Capabilities';
import CodeSample from './_home/CodeSample';
import SocialProof from './_home/SocialProof';
import styles from './index.module.css';

/**
 * The home page: the pitch with a live demo, why to write videos as code, the
 * parts of the toolkit, a code sample and what teams build with it.
 */
export default function Home(): ReactNode {
  return (
    <MarketingPage
      title="Make videos programmatically with React"
      description="Remotion lets you create videos with React components: preview them in the browser, customise them with props and render them to MP4 locally, on a server or on AWS Lambda."
      className={styles.main}
      header={<Hero />}
      callToAction={{
        title: 'Make your first video today',
        body: 'Scaffold a project in a minute, or start from a template that already does most of the work.',
        primary: READ_THE_DOCS,
        secondary: BROWSE_TEMPLATES,
      }}>
      <WhyCode />
      <Capabilities />
      <CodeSample />
      <SocialProof />
    </MarketingPage>
  );
}
