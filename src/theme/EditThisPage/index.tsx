import React, {type ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import type {Props} from '@theme/EditThisPage';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {reportUrlOf} from '@site/src/config/site';
import styles from './styles.module.css';

/**
 * "Edit this page" (the theme's own link to the page's source file) with
 * "Report a problem with this page" beside it: a new issue whose body
 * already holds the page's address, for readers who would rather not edit.
 */
export default function EditThisPageWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  return (
    <span className={styles.actions}>
      <EditThisPage {...props} />
      <Link href={reportUrlOf(`${siteConfig.url}${pathname}`)}>
        Report a problem with this page
      </Link>
    </span>
  );
}
