import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {listingStyles as listing, TagList} from '@site/src/components/Listing';
import type {ShowcaseEntry} from '@site/src/data/types';
import posterStyles from '../poster.module.css';
import {SHOWCASE_FILTER} from '../filter';
import styles from './styles.module.css';

export type ShowcaseCardProps = {
  readonly entry: ShowcaseEntry;
  /** Called with the poster button so focus can return to it afterwards. */
  readonly onOpen: (entry: ShowcaseEntry, trigger: HTMLButtonElement) => void;
};

export default function ShowcaseCard({
  entry,
  onOpen,
}: ShowcaseCardProps): ReactNode {
  const poster = useBaseUrl(entry.poster);
  return (
    <li className={clsx(listing.card, styles.card)}>
      <button
        type="button"
        className={styles.posterButton}
        aria-haspopup="dialog"
        aria-label={`View details of ${entry.title}`}
        onClick={(event) => onOpen(entry, event.currentTarget)}>
        <img
          src={poster}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className={posterStyles.poster}
        />
        <span className={styles.overlay} aria-hidden="true">
          {entry.demoId ? '▶ Play' : 'View details'}
        </span>
      </button>
      <div className={clsx(listing.cardBody, styles.body)}>
        <div className={styles.titleRow}>
          <h2 className={listing.cardTitle}>{entry.title}</h2>
          <span className={clsx(listing.badge, styles.badge)}>Sample</span>
        </div>
        <p className={listing.byline}>by {entry.author}</p>
        <p className={listing.description}>{entry.description}</p>
        <TagList tags={entry.tags} filter={SHOWCASE_FILTER} />
      </div>
    </li>
  );
}
