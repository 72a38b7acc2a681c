import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Expert} from '@site/src/data/types';
import styles from './styles.module.css';

/** The avatar's width and height in pixels, where it is shown. */
const SIZES = {card: 64, profile: 120} as const;

/**
 * An expert's round avatar: small on a card of the list (loaded lazily, as
 * most cards start below the fold), large at the top of the profile page.
 */
export default function ExpertAvatar({
  expert,
  on,
}: {
  readonly expert: Expert;
  readonly on: keyof typeof SIZES;
}): ReactNode {
  const src = useBaseUrl(expert.avatar);
  return (
    <img
      src={src}
      alt={`Avatar of ${expert.name}`}
      width={SIZES[on]}
      height={SIZES[on]}
      loading={on === 'card' ? 'lazy' : undefined}
      className={clsx(styles.avatar, styles[on])}
    />
  );
}
