import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import Trail from './Trail';
import styles from './styles.module.css';

/**
 * Breadcrumbs (the way to the page, `Trail.tsx`) with the "Copy page"
 * actions beside them. Pages that opt out
 * of their Markdown copy (`markdown_copy: false`) get no actions.
 */
export default function DocBreadcrumbsWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const hasCopy =
    (frontMatter as {markdown_copy?: boolean}).markdown_copy !== false;
  return (
    <div className={styles.row}>
      <div className={styles.crumbs}>
        <Trail />
      </div>
      {hasCopy && <CopyPage permalink={metadata.permalink} />}
    </div>
  );
}
