import React, {type ReactNode} from 'react';
import {LAMBDA_FACTS} from '@site/src/data/lambdaPriceExample';
import LambdaHero from './_components/LambdaHero';
import LambdaHow from './_components/LambdaHow';
import LambdaEconomics from './_components/LambdaEconomics';
import LambdaStart from './_components/LambdaStart';
import CardSection from '@site/src/components/CardSection';
import ProductPage from '@site/src/components/ProductPage';
import {BROWSE_TEMPLATES} from '@site/src/components/MarketingPage/actions';
import type {CardItem} from '@site/src/components/CardGrid';

/** The Lambda guide, where the header and the closing band lead. */
const LAMBDA_DOCS = '/docs/lambda';

const LIMITS: readonly CardItem[] = [
  {
    title: 'It runs in your AWS account',
    body: `You need an AWS account and are billed by AWS directly, in any of the ${LAMBDA_FACTS.regionCount} regions the package supports. Your videos and assets stay in your own buckets.`,
  },
  {
    title: 'Functions have a time limit',
    body: `A function's timeout can be at most ${LAMBDA_FACTS.maxTimeoutInSeconds / 60} minutes (the CLI deploys with ${LAMBDA_FACTS.defaultTimeoutInSeconds} seconds unless told otherwise), so very long or very heavy videos need enough chunks for each one to finish in time.`,
  },
  {
    title: 'Concurrency is capped',
    body: `One render uses at most ${LAMBDA_FACTS.maxFunctionsPerRender} renderer functions, and your account can only run a certain number of functions at once in each region. Large batches may need a quota increase from AWS.`,
  },
];

/** /lambda/: the product page of `@remotion/lambda`. */
export default function LambdaPage(): ReactNode {
  return (
    <ProductPage
      packageName="@remotion/lambda"
      title="Remotion Lambda"
      description="Render Remotion videos on AWS Lambda: each video is split into chunks that many functions render in parallel, then stitched into one file. Pay only for the time the functions run."
      lead="Render videos in the cloud by splitting each one into small pieces that many AWS Lambda functions render at the same time. There are no servers to manage, and nothing to pay while you are not rendering."
      primary={{label: 'Read the docs', to: LAMBDA_DOCS}}
      secondary={{label: 'Other ways to render', to: '/docs/render'}}
      aside={<LambdaHero />}
      callToAction={{
        title: 'Render your first video on Lambda',
        body: 'Follow the setup guide, deploy a function and send your first render in an afternoon.',
        primary: {label: 'Read the Lambda docs', to: LAMBDA_DOCS},
        secondary: BROWSE_TEMPLATES,
      }}>
      <LambdaHow />
      <LambdaEconomics />
      <LambdaStart />
      <CardSection
        id="limits"
        title="Good to know before you start"
        intro="Lambda suits bursty workloads and many videos at once. Keep these constraints in mind."
        cards={LIMITS}
        variant="accent"
      />
    </ProductPage>
  );
}
