import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import AiPractices from './_ai/AiPractices';
import CallToAction from '@site/src/components/CallToAction';

export default function AiPage(): ReactNode {
  return (
    <Layout
      title="Make videos with AI"
      description="How to use language models with Remotion: let them write compositions or fill in template props, guide them with a system prompt, and review the output before rendering.">
      <main>
        <PageHeader
          title="Make videos with AI"
          lead="A Remotion video is a React component, so a language model that writes React can write videos too. Here is what works well, how to keep quality up with a review loop, and where the limits are."
          primary={{label: 'Learn the basics', to: '/docs/'}}
          secondary={{label: 'Start from a template', to: '/templates/'}}
        />
        <AiPractices />
        <CallToAction
          title="Give the model a good starting point"
          body="A well-structured template gives a model, and you, far less to get wrong. Start from one, then let AI fill in the rest."
          primary={{label: 'Browse templates', to: '/templates/'}}
          secondary={{label: 'Read the docs', to: '/docs/'}}
        />
      </main>
    </Layout>
  );
}
