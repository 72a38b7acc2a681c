import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {TOOLKIT_VERSION} from '@site/src/config/site';
import type {CardItem} from '@site/src/components/CardGrid';
import CardSection from '@site/src/components/CardSection';
import LambdaPriceExample from '../LambdaPriceExample';
import styles from './styles.module.css';
import costDrivers from './costDrivers.json';

const SPEED: readonly CardItem[] = [
  {
    title: 'Parallel, not sequential',
    body: 'The time to wait is roughly the time of the slowest chunk plus the start-up and stitching overhead, instead of the time to render every frame one after another.',
  },
  {
    title: 'Long videos gain most',
    body: 'For a short clip, starting functions and joining chunks is a large share of the work. The longer the video, the more the parallel part dominates.',
  },
  {
    title: 'You choose the split',
    body: (
      <p>
        Options such as <code>framesPerLambda</code> and{' '}
        <code>concurrency</code> set how finely a render is divided, within the
        concurrency your AWS account allows in a region.
      </p>
    ),
  },
];

/**
 * Speed and cost reasoning for /lambda/. The only figures are the worked
 * price example, computed with the package's own `estimatePrice()`.
 */
export default function LambdaEconomics(): ReactNode {
  return (
    <>
      <CardSection
        id="speed"
        alt
        title="Why it is fast"
        intro="Speed comes from doing many parts of one render at the same time."
        cards={SPEED}
        variant="numbered"
      />
      <CardSection
        id="cost"
        title="What you pay for"
        intro="There are no servers to keep running: you pay AWS for the time your functions run, and nothing while they are idle."
        cards={costDrivers}
        minWidth="13rem">
        <LambdaPriceExample />
        <div className={styles.note}>
          <p>
            The total cost of a render is the sum over the main function and all
            renderer functions, so it depends on the video, the memory setting
            and how many chunks you use. AWS sets prices per region and can
            change them; the figures above use the price table of{' '}
            <code>@remotion/lambda</code> {TOOLKIT_VERSION}.
          </p>
          <p>
            Remotion itself is licensed separately from AWS costs; see the{' '}
            <Link to="/docs/license">license page</Link>.
          </p>
        </div>
      </CardSection>
    </>
  );
}
