import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

/**
 * Wraps the crash screen ("This page crashed.", Try again, the error with its
 * cause chain) to give the page the title "Page Error".
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
