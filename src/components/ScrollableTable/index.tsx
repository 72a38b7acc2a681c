import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A Markdown table in a scroll container that keyboard users can focus and
 * scroll (WCAG 2.1.1); the table itself keeps its natural width.
 */
export default function ScrollableTable(
  props: ComponentProps<'table'>,
): ReactNode {
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-label="Table"
      tabIndex={0}>
      <table {...props} className={styles.table} />
    </div>
  );
}
