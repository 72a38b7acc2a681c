import React, {type ComponentProps, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import CallToAction from '@site/src/components/CallToAction';

export type MarketingPageProps = {
  /** The document title, shown in the browser tab and search results. */
  readonly title: string;
  /** The page's meta description. */
  readonly description: string;
  /** The top band holding the page's h1, usually a `PageHeader`. */
  readonly header: ReactNode;
  /** The closing band; without it the page ends with its last section. */
  readonly callToAction?: ComponentProps<typeof CallToAction>;
  /** Classes of the `<main>` element. */
  readonly className?: string;
  /** The sections between the header and the closing band. */
  readonly children: ReactNode;
};

/**
 * The frame of a marketing page (home, product and company pages): the site
 * layout with its title and description, then the header, the sections and
 * the closing call to action inside `<main>`.
 */
export default function MarketingPage({
  title,
  description,
  header,
  callToAction,
  className,
  children,
}: MarketingPageProps): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className={className}>
        {header}
        {children}
        {callToAction ? <CallToAction {...callToAction} /> : null}
      </main>
    </Layout>
  );
}
