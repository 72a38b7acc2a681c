import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CardSection from '@site/src/components/CardSection';
import patterns from './patterns.json';
import styles from './styles.module.css';

/** Typical projects, pointing to the (sample) success stories. */
export default function SocialProof(): ReactNode {
  return (
    <CardSection
      id="stories"
      alt
      title="What teams build with it"
      intro="These patterns come up again and again. Our success stories walk through projects like these in detail."
      cards={patterns}
      variant="accent"
      minWidth="16rem">
      <p className={styles.note}>
        The stories on this site are <strong>sample stories</strong> about
        fictional teams, written to show typical architectures.{' '}
        <Link to="/success-stories">Read the sample success stories</Link>.
      </p>
    </CardSection>
  );
}
