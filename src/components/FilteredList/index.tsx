import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props<T> = {
  /** Number of entries before filtering. */
  readonly total: number;
  /** The entries that match the filter. */
  readonly visible: readonly T[];
  /** Plural noun for the status line, e.g. `templates`. */
  readonly noun: string;
  /** Shown when no entry matches, e.g. "No template has all of the selected tags." */
  readonly emptyMessage: string;
  /** Clears the filter. */
  readonly onClear: () => void;
  /** Class of the list (the page's grid). */
  readonly listClassName?: string;
  /** Renders one entry as a list item (with its key). */
  readonly children: (entry: T) => ReactNode;
};

/**
 * The result part of a filtered listing (experts, templates, showcase): a
 * polite status line with the count, the entries, or an empty state with a
 * button that clears the filter.
 */
export default function FilteredList<T>({
  total,
  visible,
  noun,
  emptyMessage,
  onClear,
  listClassName,
  children,
}: Props<T>): ReactNode {
  return (
    <>
      <p className={styles.status} role="status">
        {visible.length === total
          ? `Showing all ${total} ${noun}.`
          : `Showing ${visible.length} of ${total} ${noun}.`}
      </p>
      {visible.length === 0 ? (
        <div className={styles.empty}>
          <p>{emptyMessage}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={onClear}>
            Show all {noun}
          </button>
        </div>
      ) : (
        <ul className={listClassName}>{visible.map(children)}</ul>
      )}
    </>
  );
}
