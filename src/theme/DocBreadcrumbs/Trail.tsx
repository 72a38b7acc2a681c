// Ejected from @docusaurus/theme-classic 3.10.2 (the body of DocBreadcrumbs).
// Changed: the items come from `ancestorCrumbs` (the page itself and a
// category named like it are left out), and the last item is no longer
// rendered as the active page. Markup and class names are the theme's.
import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useHomePageRoute} from '@docusaurus/theme-common/internal';
import {
  useDoc,
  useSidebarBreadcrumbs,
} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import {ancestorCrumbs} from './ancestors';
import styles from './styles.module.css';

/**
 * The theme's breadcrumbs (same markup and class names), showing only the
 * way to the page: the page itself is the heading right below, so the trail
 * never repeats it, neither as its last item nor as a category of the same
 * name ("Getting started › Getting started"). The structured data for
 * search engines keeps the full trail.
 */
export default function Trail(): ReactNode {
  const breadcrumbs = useSidebarBreadcrumbs();
  const homePageRoute = useHomePageRoute();
  const {metadata, frontMatter} = useDoc();
  if (!breadcrumbs) {
    return null;
  }
  const ancestors = ancestorCrumbs(breadcrumbs, {
    permalink: metadata.permalink,
    labels: [metadata.title, frontMatter.sidebar_label ?? metadata.title],
  });
  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav
        className={`${ThemeClassNames.docs.docBreadcrumbs} ${styles.trail}`}
        aria-label="Breadcrumbs">
        <ul className="breadcrumbs">
          {homePageRoute && <HomeBreadcrumbItem />}
          {ancestors.map((item, index) => {
            const href =
              item.type === 'category' && item.linkUnlisted
                ? undefined
                : item.href;
            return (
              <li key={index} className="breadcrumbs__item">
                {href ? (
                  <Link className="breadcrumbs__link" href={href}>
                    <span>{item.label}</span>
                  </Link>
                ) : (
                  <span className="breadcrumbs__link">{item.label}</span>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
