import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {toggleTag} from './filter';
import a11y from '@site/src/css/a11y.module.css';
import styles from './styles.module.css';

export type FilterOption<T extends string> = {
  readonly value: T;
  readonly label: string;
  /** Number of items carrying this tag, shown next to the label. */
  readonly count?: number;
};

export type FilterChipsProps<T extends string> = {
  /** Visible label of the group, e.g. "Filter by skill". */
  readonly label: string;
  readonly options: readonly FilterOption<T>[];
  readonly selected: readonly T[];
  readonly onChange: (next: readonly T[]) => void;
  readonly className?: string;
};

/**
 * A labelled group of toggle buttons for multi-select tag filters. Each chip
 * is a native `<button>` with `aria-pressed`, so it is reachable with Tab and
 * toggled with Enter or Space. A "Clear" button appears once something is
 * selected.
 */
export default function FilterChips<T extends string>({
  label,
  options,
  selected,
  onChange,
  className,
}: FilterChipsProps<T>): ReactNode {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={clsx(styles.group, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ul className={styles.list}>
        {options.map((option) => {
          const pressed = selected.includes(option.value);
          return (
            <li key={option.value}>
              <button
                type="button"
                aria-pressed={pressed}
                className={clsx(styles.chip, pressed && styles.chipPressed)}
                onClick={() => onChange(toggleTag(selected, option.value))}>
                {pressed ? (
                  <span aria-hidden="true" className={styles.check}>
                    ✓
                  </span>
                ) : null}
                {option.label}
                {option.count === undefined ? null : (
                  <span className={styles.count}>
                    <span className={a11y.visuallyHidden}>, </span>
                    {option.count}
                    <span className={a11y.visuallyHidden}>
                      {option.count === 1 ? ' entry' : ' entries'}
                    </span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
        {selected.length > 0 ? (
          <li>
            <button
              type="button"
              className={styles.clear}
              onClick={() => onChange([])}>
              Clear filters
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export {filterByTags, countTags} from './filter';
