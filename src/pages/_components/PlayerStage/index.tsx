import React, {Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type Props = {
  /** Composition width and height, used for the box's aspect ratio. */
  readonly width: number;
  readonly height: number;
  /** Static content shown before the player code has loaded. */
  readonly placeholder: ReactNode;
  /** Renders the lazily loaded player; only called in the browser. */
  readonly children: () => ReactNode;
  /** Optional caption shown under the box. */
  readonly caption?: ReactNode;
};

/**
 * A fixed-ratio box that shows a static placeholder during server rendering
 * and the first client render, then mounts the (lazy) player in the same box,
 * so the page never shifts when the player arrives.
 */
export default function PlayerStage({
  width,
  height,
  placeholder,
  children,
  caption,
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const fallback = (
    <div className={styles.placeholder} aria-hidden="true">
      {placeholder}
    </div>
  );
  const stage = (
    <div className={styles.stage} style={{aspectRatio: `${width} / ${height}`}}>
      {isBrowser ? (
        <BrowserOnly fallback={fallback}>
          {() => <Suspense fallback={fallback}>{children()}</Suspense>}
        </BrowserOnly>
      ) : (
        fallback
      )}
    </div>
  );
  if (!caption) {
    return stage;
  }
  return (
    <figure className={styles.figure}>
      {stage}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

/** Large text for a placeholder, readable on the stage's dark background. */
export function PlaceholderText({
  children,
}: {
  readonly children: ReactNode;
}): ReactNode {
  return <span className={styles.placeholderText}>{children}</span>;
}
