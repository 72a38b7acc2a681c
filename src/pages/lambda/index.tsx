import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHeader from '../_components/PageHeader';
import LambdaHow from '../_components/LambdaHow';
import LambdaEconomics from '../_components/LambdaEconomics';
import LambdaStart from '../_components/LambdaStart';
import Section from '../_components/Section';
import CardGrid, {type CardItem} from '../_components/CardGrid';
import CallToAction from '../_components/CallToAction';

const LIMITS: readonly CardItem[] = [
  {
    title: 'It runs in your AWS account',
    body: 'You need an AWS account and are billed by AWS directly. Your videos and assets stay in your own buckets.',
  },
  {
    title: 'Functions have a time limit',
    body: 'AWS stops any Lambda invocation after at most 15 minutes, so very long or very heavy videos need enough chunks for each one to finish in time.',
  },
  {
    title: 'Concurrency is capped per region',
    body: 'Your account can only run a certain number of functions at once in each region. Large batches may need a quota increase from AWS.',
  },
];

export default function LambdaPage(): ReactNode {
  return (
    <Layout
      title="Remotion Lambda"
      description="Render Remotion videos on AWS Lambda: each video is split into chunks that many functions render in parallel, then stitched into one file. Pay only for the time the functions run.">
      <main>
        <PageHeader
          eyebrow={<code>@remotion/lambda</code>}
          title="Remotion Lambda"
          lead="Render videos in the cloud by splitting each one into small pieces that many AWS Lambda functions render at the same time. There are no servers to manage, and nothing to pay while you are not rendering."
          primary={{label: 'Read the Lambda docs', to: '/docs/lambda'}}
          secondary={{label: 'Other ways to render', to: '/docs/render'}}
        />
        <LambdaHow />
        <LambdaEconomics />
        <LambdaStart />
        <Section
          id="limits"
          title="Good to know before you start"
          intro="Lambda suits bursty workloads and many videos at once. Keep these constraints in mind.">
          <CardGrid items={LIMITS} variant="accent" />
        </Section>
        <CallToAction
          title="Render your first video on Lambda"
          body="Follow the setup guide, deploy a function and send your first render in an afternoon."
          primary={{label: 'Read the Lambda docs', to: '/docs/lambda'}}
          secondary={{label: 'Browse templates', to: '/templates/'}}
        />
      </main>
    </Layout>
  );
}
