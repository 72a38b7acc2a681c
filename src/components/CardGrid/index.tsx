import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type CardItem = {
  readonly title: string;
  readonly body: ReactNode;
  /** Optional link shown at the bottom of the card. */
  readonly link?: {readonly label: string; readonly to: string};
};

type Props = {
  readonly items: readonly CardItem[];
  /** `numbered` adds 01, 02... badges; `accent` adds a coloured edge. */
  readonly variant?: 'plain' | 'numbered' | 'accent';
  /** Minimum card width before the grid wraps. */
  readonly minWidth?: string;
};

/** A responsive list of cards, each with an h3. */
export default function CardGrid({
  items,
  variant = 'plain',
  minWidth = '15rem',
}: Props): ReactNode {
  return (
    <ul
      className={styles.grid}
      style={{
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minWidth}), 1fr))`,
      }}>
      {items.map((item, index) => (
        <li
          key={item.title}
          className={clsx(
            styles.card,
            variant === 'accent' && styles.accent,
            item.link && styles.linked,
          )}>
          {variant === 'numbered' ? (
            <span className={styles.badge} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          ) : null}
          <h3 className={styles.title}>{item.title}</h3>
          <div className={styles.body}>{item.body}</div>
          {item.link ? (
            <Link className={styles.link} to={item.link.to}>
              {item.link.label}
              <span aria-hidden="true"> →</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
