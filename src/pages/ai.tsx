import React, {type ReactNode} from 'react';
import PageHeader from '@site/src/components/PageHeader';
import MarketingPage from '@site/src/components/MarketingPage';
import {
  BROWSE_TEMPLATES,
  READ_THE_DOCS,
} from '@site/src/components/MarketingPage/actions';
import AiPractices from './_ai/AiPractices';

/** /ai: how to make videos with language models, and what to watch for. */
export default function AiPage(): ReactNode {
  return (
    <MarketingPage
      title="Make videos with AI"
      description="How to use language models with Remotion: let them write compositions or fill in template props, guide them with a system prompt, and review the output before rendering."
      header={
        <PageHeader
          title="Make videos with AI"
          lead="A Remotion video is a React component, so a language model that writes React can write videos too. Here is what works well, how to keep quality up with a review loop, and where the limits are."
          primary={{label: 'Learn the basics', to: '/docs/'}}
          secondary={{label: 'Start from a template', to: '/templates/'}}
        />
      }
      callToAction={{
        title: 'Give the model a good starting point',
        body: 'A well-structured template gives a model, and you, far less to get wrong. Start from one, then let AI fill in the rest.',
        primary: BROWSE_TEMPLATES,
        secondary: READ_THE_DOCS,
      }}>
      <AiPractices />
    </MarketingPage>
  );
}
