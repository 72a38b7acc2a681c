import React, {type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeaderType>;

/**
 * Wraps the post header to show the post's `image` (its hero image, also
 * used as the social card) on the post page, below the title.
 */
export default function HeaderWrapper(props: Props): ReactNode {
  const {frontMatter, isBlogPostPage} = useBlogPost();
  const image = useBaseUrl(frontMatter.image ?? '');
  return (
    <>
      <Header {...props} />
      {isBlogPostPage && frontMatter.image ? (
        <img
          className={styles.hero}
          src={image}
          alt=""
          width={1200}
          height={630}
        />
      ) : null}
    </>
  );
}
