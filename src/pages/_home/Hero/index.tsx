import React, {type ReactNode} from 'react';
import HeroDemo from '../HeroDemo';
import PageHeader from '@site/src/components/PageHeader';
import {
  BROWSE_TEMPLATES,
  GET_STARTED,
} from '@site/src/components/MarketingPage/actions';
import styles from './styles.module.css';

/** The home page hero: the one-sentence pitch, two calls to action, a live demo. */
export default function Hero(): ReactNode {
  return (
    <PageHeader
      eyebrow="Remotion"
      title="Make videos programmatically with React."
      lead="Write a video as a React component, preview it in the browser, and render it to MP4 on your machine, on a server or in the cloud. Each frame is your component drawn at a moment in time, so everything you know about the web works for video too."
      primary={GET_STARTED}
      secondary={BROWSE_TEMPLATES}
      aside={<HeroDemo />}>
      <p className={styles.install}>
        Or scaffold a project right away: <code>npx create-video@latest</code>
      </p>
    </PageHeader>
  );
}
