import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CardGrid, {type CardItem} from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';

const PATTERNS: readonly CardItem[] = [
  {
    title: 'Personalised recaps',
    body: 'One composition, thousands of renders: each viewer gets a video built from their own data, produced in parallel in the cloud.',
  },
  {
    title: 'Video inside a product',
    body: 'A web app lets its users customise a template in the Player and exports the result on a render server when they are happy.',
  },
  {
    title: 'Social clips on autopilot',
    body: 'A pipeline turns new articles, releases or podcast episodes into captioned clips every day, with no manual editing.',
  },
];

/** Typical projects, pointing to the (sample) success stories. */
export default function SocialProof(): ReactNode {
  return (
    <Section
      id="stories"
      alt
      title="What teams build with it"
      intro="These patterns come up again and again. Our success stories walk through projects like these in detail.">
      <CardGrid items={PATTERNS} variant="accent" minWidth="16rem" />
      <p className={styles.note}>
        The stories on this site are <strong>sample stories</strong> about
        fictional teams, written to show typical architectures.{' '}
        <Link to="/success-stories">Read the sample success stories</Link>.
      </p>
    </Section>
  );
}
