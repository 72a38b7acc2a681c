import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Hero from './_home/Hero';
import WhyCode from './_home/WhyCode';
import Capabilities from './_home/Capabilities';
import CodeSample from './_home/CodeSample';
import SocialProof from './_home/SocialProof';
import CallToAction from '@site/src/components/CallToAction';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Make videos programmatically with React"
      description="Remotion lets you create videos with React components: preview them in the browser, customise them with props and render them to MP4 locally, on a server or on AWS Lambda.">
      <main className={styles.main}>
        <Hero />
        <WhyCode />
        <Capabilities />
        <CodeSample />
        <SocialProof />
        <CallToAction
          title="Make your first video today"
          body="Scaffold a project in a minute, or start from a template that already does most of the work."
          primary={{label: 'Read the docs', to: '/docs/'}}
          secondary={{label: 'Browse templates', to: '/templates/'}}
        />
      </main>
    </Layout>
  );
}
