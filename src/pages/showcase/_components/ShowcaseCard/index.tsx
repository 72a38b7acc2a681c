import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ShowcaseEntry} from '@site/src/data/types';
import {SHOWCASE_TAG_LABELS as showcaseTagLabels} from '@site/src/data/tags';
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
    <li className={styles.card}>
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
          className={styles.poster}
        />
        <span className={styles.overlay} aria-hidden="true">
          {entry.demoId ? '▶ Play' : 'View details'}
        </span>
      </button>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h2 className={styles.title}>{entry.title}</h2>
          <span className={styles.badge}>Sample</span>
        </div>
        <p className={styles.author}>by {entry.author}</p>
        <p className={styles.description}>{entry.description}</p>
        <ul className={styles.tags} aria-label="Tags">
          {entry.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {showcaseTagLabels[tag]}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
