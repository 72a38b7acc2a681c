import React, {type ComponentType, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import LazyChunk from '@site/src/components/LazyChunk';
import styles from './styles.module.css';

type Props<P extends object> = {
  /** Composition width and height, used for the box's aspect ratio. */
  readonly width: number;
  readonly height: number;
  /** Static content shown before the player code has loaded. */
  readonly placeholder: ReactNode;
  /** Loads the player's chunk (a module-level `() => import(...)`). */
  readonly load: () => Promise<{default: ComponentType<P>}>;
  /** Props of the player. */
  readonly props: P;
  /** Optional caption shown under the box. */
  readonly caption?: ReactNode;
  /**
   * False keeps the placeholder and loads nothing, for a player that waits
   * for the visitor's first interaction. Default: the player loads as soon
   * as the page is interactive.
   */
  readonly mounted?: boolean;
};

/**
 * A fixed-ratio box that shows a static placeholder during server rendering
 * and the first client render (and until `mounted`), then mounts the (lazy)
 * player in the same box, so the page never shifts when the player arrives.
 */
export default function PlayerStage<P extends object>({
  width,
  height,
  placeholder,
  load,
  props,
  caption,
  mounted = true,
}: Props<P>): ReactNode {
  const isBrowser = useIsBrowser();
  const fallback = (
    <div className={styles.placeholder} aria-hidden="true">
      {placeholder}
    </div>
  );
  const stage = (
    <div className={styles.stage} style={{aspectRatio: `${width} / ${height}`}}>
      {isBrowser && mounted ? (
        <BrowserOnly fallback={fallback}>
          {() => <LazyChunk load={load} props={props} fallback={fallback} />}
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
