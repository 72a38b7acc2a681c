import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import ChatWidget from '@site/src/components/ChatWidget';

type Props = WrapperProps<typeof LayoutType>;

/** Wraps the layout of every page to host the "Ask AI" chat widget. */
export default function LayoutWrapper(props: Props): ReactNode {
  return (
    <>
      <Layout {...props} />
      <ChatWidget />
    </>
  );
}
