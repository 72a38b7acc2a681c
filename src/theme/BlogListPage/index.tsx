// Ejected from @docusaurus/theme-classic 3.10.2 because the list page has no
// heading: the change (marked below) adds a header with the collection's
// title as h1, its description and the page number, inside the blog layout.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  PageMetadata,
  HtmlClassNameProvider,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import styles from './styles.module.css';

function BlogListPageMetadata(props: Props): ReactNode {
  const {metadata} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink} = metadata;
  const isBlogOnlyMode = permalink === '/';
  const title = isBlogOnlyMode ? siteTitle : blogTitle;
  return (
    <>
      <PageMetadata
        title={metadata.page > 1 ? `${title}, page ${metadata.page}` : title}
        description={blogDescription}
      />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

// Changed: a header with the title, the description and the page number.
function BlogListHeader({metadata}: Pick<Props, 'metadata'>): ReactNode {
  return (
    <header className={styles.header}>
      <h1>{metadata.blogTitle}</h1>
      <p className={styles.description}>{metadata.blogDescription}</p>
      {metadata.totalPages > 1 && (
        <p className={styles.page}>
          Page {metadata.page} of {metadata.totalPages}
        </p>
      )}
    </header>
  );
}

function BlogListPageContent(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <BlogLayout sidebar={sidebar}>
      <BlogListHeader metadata={metadata} />
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.blogPages,
        ThemeClassNames.page.blogListPage,
      )}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
