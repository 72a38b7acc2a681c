import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ChatWidget from '@site/src/components/ChatWidget';
import AiEmbed from './_ai-embed/AiEmbed';

/**
 * A chrome-less page for an iframe: no navbar and no footer, only the Ask AI
 * chat, which mounts itself into `#ask-ai-embed-root`.
 */
export default function AiEmbedPage(): ReactNode {
  return (
    <>
      <Head>
        <title>Ask AI about Remotion</title>
        <meta name="robots" content="noindex" />
        <meta
          name="description"
          content="Ask questions about Remotion and get answers based on its documentation."
        />
      </Head>
      <AiEmbed />
      {/* This page has no Layout, so it loads the widget script itself. */}
      <ChatWidget />
    </>
  );
}
