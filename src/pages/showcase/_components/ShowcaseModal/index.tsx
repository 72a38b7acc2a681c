import React, {useEffect, useId, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ShowcaseEntry} from '@site/src/data/types';
import {Demo} from '@site/src/components/Demo';
import {SampleNotice, TagList} from '@site/src/components/Listing';
import a11y from '@site/src/css/a11y.module.css';
import posterStyles from '../poster.module.css';
import {SHOWCASE_FILTER} from '../filter';
import styles from './styles.module.css';

export type ShowcaseModalProps = {
  /** The entry to show; `null` keeps the dialog closed. */
  readonly entry: ShowcaseEntry | null;
  /**
   * Called once the dialog has closed (Close button, Escape or a click on
   * the backdrop). The caller clears `entry` and moves focus back to the
   * element that opened the dialog.
   */
  readonly onClose: () => void;
};

function Details({
  entry,
  titleId,
}: {
  readonly entry: ShowcaseEntry;
  readonly titleId: string;
}): ReactNode {
  const poster = useBaseUrl(entry.poster);
  return (
    <>
      <div className={styles.media}>
        {entry.demoId ? (
          <Demo id={entry.demoId} />
        ) : (
          <img
            src={poster}
            alt={`Poster of ${entry.title}`}
            width={1280}
            height={720}
            className={posterStyles.poster}
          />
        )}
      </div>
      <div className={styles.details}>
        <h2 id={titleId} className={styles.title}>
          {entry.title}
        </h2>
        <SampleNotice label="Sample entry:" className={styles.notice}>
          this project and its author are fictional.
        </SampleNotice>
        <p className={styles.author}>by {entry.author}</p>
        <p>{entry.description}</p>
        <TagList
          tags={entry.tags}
          filter={SHOWCASE_FILTER}
          className={styles.tags}
        />
        <Link
          href={entry.url}
          target="_blank"
          rel="noopener noreferrer"
          className="button button--primary">
          Visit the project page
          <span className={a11y.visuallyHidden}> (opens in a new tab)</span>
        </Link>
      </div>
    </>
  );
}

/**
 * Details of a showcase entry in a native modal `<dialog>`: the browser
 * traps focus inside it, makes the rest of the page inert and closes it on
 * Escape. Focus moves to the Close button when it opens.
 */
export default function ShowcaseModal({
  entry,
  onClose,
}: ShowcaseModalProps): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      return;
    }
    if (entry && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!entry && dialog.open) {
      dialog.close();
    }
  }, [entry]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={styles.dialog}
      onClose={onClose}
      onClick={(event) => {
        // The inner panel covers the whole dialog box, so a click whose
        // target is the dialog itself landed on the backdrop.
        if (event.target === event.currentTarget) {
          event.currentTarget.close();
        }
      }}>
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={() => dialogRef.current?.close()}>
            <span aria-hidden="true">✕</span> Close
          </button>
        </div>
        {entry ? <Details entry={entry} titleId={titleId} /> : null}
      </div>
    </dialog>
  );
}
