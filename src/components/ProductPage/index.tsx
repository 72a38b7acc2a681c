import React, {type ComponentProps, type ReactNode} from 'react';
import PageHeader from '@site/src/components/PageHeader';
import MarketingPage, {
  type MarketingPageProps,
} from '@site/src/components/MarketingPage';

type Props = Omit<ComponentProps<typeof PageHeader>, 'eyebrow' | 'children'> &
  Pick<MarketingPageProps, 'description' | 'callToAction' | 'children'> & {
    /** The npm package the page presents, shown above the title. */
    readonly packageName: string;
  };

/**
 * The frame of a product page such as /player/ or /lambda/: a marketing page
 * whose header names the package above the title, and whose title is also
 * the document title.
 */
export default function ProductPage({
  packageName,
  title,
  description,
  callToAction,
  children,
  ...header
}: Props): ReactNode {
  return (
    <MarketingPage
      title={title}
      description={description}
      header={
        <PageHeader
          eyebrow={<code>{packageName}</code>}
          title={title}
          {...header}
        />
      }
      callToAction={callToAction}>
      {children}
    </MarketingPage>
  );
}
