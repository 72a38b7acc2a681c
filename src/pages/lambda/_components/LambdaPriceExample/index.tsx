import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  BASE_SCENARIO,
  EXAMPLE_RENDER,
  LAMBDA_FACTS,
  PRICE_SCENARIOS,
  type PriceScenario,
} from '@site/src/data/lambdaPriceExample';
import styles from './styles.module.css';

const number = new Intl.NumberFormat('en-US');
const usd = (value: number) => `$${value.toFixed(5)}`;
const mb = (value: number) => `${number.format(value)} MB`;

const base = BASE_SCENARIO;

/** What the row changes, in words; the base row changes nothing. */
function changeOf({changed, input}: PriceScenario): ReactNode {
  switch (changed) {
    case 'region':
      return (
        <>
          Region <code>{input.region}</code>
        </>
      );
    case 'memorySizeInMb':
      return <>Memory {mb(input.memorySizeInMb)}</>;
    case 'diskSizeInMb':
      return <>Disk {mb(input.diskSizeInMb)}</>;
    case null:
      return 'Nothing (the example above)';
    default:
      return `${changed}: ${String(input[changed])}`;
  }
}

const ratio = (scenario: PriceScenario) =>
  scenario === base
    ? 'the example'
    : `${(scenario.estimateUsd / base.estimateUsd).toFixed(2)} × the example`;

const totalSeconds = base.input.durationInMilliseconds / 1000;

/**
 * A worked price example on /lambda/: stated inputs, the estimate the
 * package's `estimatePrice()` gives for them, and one row per input changed.
 * All figures come from `src/data/lambdaPriceExample.ts`, whose test checks
 * them against the installed package.
 */
export default function LambdaPriceExample(): ReactNode {
  return (
    <div className={styles.card}>
      <h3 className={styles.title}>What one render costs: a worked example</h3>
      <div className={styles.summary}>
        <dl className={styles.inputs}>
          <div>
            <dt>Region</dt>
            <dd>
              <code>{base.input.region}</code> (the CLI&apos;s default)
            </dd>
          </div>
          <div>
            <dt>Memory</dt>
            <dd>{mb(base.input.memorySizeInMb)} (the CLI&apos;s default)</dd>
          </div>
          <div>
            <dt>Disk</dt>
            <dd>
              {mb(base.input.diskSizeInMb)} (the default; the first{' '}
              {mb(LAMBDA_FACTS.minDiskSizeInMb)} are not charged)
            </dd>
          </div>
          <div>
            <dt>Functions invoked</dt>
            <dd>
              {base.input.lambdasInvoked}: {EXAMPLE_RENDER.rendererFunctions}{' '}
              renderers, one per chunk, plus the main function
            </dd>
          </div>
          <div>
            <dt>Total function time</dt>
            <dd>
              {number.format(totalSeconds)} s (
              {number.format(totalSeconds / 60)} min):{' '}
              {EXAMPLE_RENDER.rendererFunctions} ×{' '}
              {EXAMPLE_RENDER.secondsPerRenderer} s, plus{' '}
              {EXAMPLE_RENDER.mainFunctionSeconds} s for the main function
            </dd>
          </div>
        </dl>
        <p className={styles.result}>
          <span className={styles.resultLabel}>Estimated Lambda cost</span>
          <span className={styles.resultValue}>{usd(base.estimateUsd)}</span>
          <span className={styles.resultUnit}>US dollars for the render</span>
        </p>
      </div>
      <p className={styles.assumption}>
        The times are assumptions for this example, not measurements: how long
        each chunk takes depends on your video.
      </p>

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>
            The same render with one input changed at a time. Times stay the
            same, so each row shows what that input does to the price.
          </caption>
          <thead>
            <tr>
              <th scope="col">What changes</th>
              <th scope="col" className={styles.money}>
                Estimate
              </th>
            </tr>
          </thead>
          <tbody>
            {PRICE_SCENARIOS.map((scenario) => (
              <tr key={scenario.id}>
                <th scope="row">{changeOf(scenario)}</th>
                <td className={styles.money}>
                  {usd(scenario.estimateUsd)}
                  <span className={styles.ratio}>{ratio(scenario)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className={styles.notes}>
        <li>
          Computed with <code>estimatePrice()</code> from{' '}
          <code>@remotion/lambda</code>, which uses the AWS price table shipped
          in the package: the Lambda on ARM rate for memory multiplied by time,
          the storage rate for disk above {mb(LAMBDA_FACTS.minDiskSizeInMb)},
          and the fee per invocation, rounded to five decimals.
        </li>
        <li>
          It is the AWS Lambda compute cost only. S3 storage and requests, data
          transfer out of AWS, CloudWatch logs and other AWS charges are not
          included, and the AWS free tier is not subtracted.
        </li>
        <li>
          To price your own videos, render a few and read{' '}
          <code>estimatedBillingDurationInMilliseconds</code> and{' '}
          <code>costs</code> from <code>getRenderProgress()</code>, which calls{' '}
          <code>estimatePrice()</code> with the measured times.
        </li>
      </ul>
      <p className={styles.links}>
        <Link to="/docs/lambda/cost">How Lambda costs add up</Link>
        <Link to="/docs/lambda/estimateprice">
          The estimatePrice() reference
        </Link>
      </p>
    </div>
  );
}
