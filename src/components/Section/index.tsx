import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  readonly id?: string;
  readonly title: string;
  /** One or two sentences under the heading. */
  readonly intro?: ReactNode;
  /** Use the alternate (surface) background to separate sections. */
  readonly alt?: boolean;
  /**
   * Keep the content in a centred column narrower than the page: `narrow`
   * is 46rem wide, `medium` 50rem. Without it the content is page-wide.
   */
  readonly column?: 'narrow' | 'medium';
  /**
   * Set the children side by side, one column each, with these widths
   * (`1.4fr 1fr`). A column may shrink below the width of its content, and
   * on screens up to 996px wide the columns stack.
   */
  readonly columns?: string;
  /** The page's class for the columns, such as their gap and alignment. */
  readonly columnsClassName?: string;
  readonly children: ReactNode;
};

/**
 * The grid template of the `columns` prop, as a custom property so that the
 * stylesheet can stack the columns on narrow screens.
 */
function columnsStyle(columns: string): CSSProperties {
  const template = columns
    .split(/\s+/)
    .map((width) => `minmax(0, ${width})`)
    .join(' ');
  return {'--section-columns': template} as CSSProperties;
}

/** A full-width page section with a centred h2 and optional intro. */
export default function Section({
  id,
  title,
  intro,
  alt = false,
  column,
  columns,
  columnsClassName,
  children,
}: Props): ReactNode {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  const content = columns ? (
    <div
      className={clsx(styles.columns, columnsClassName)}
      style={columnsStyle(columns)}>
      {children}
    </div>
  ) : (
    children
  );
  return (
    <section
      id={id}
      className={clsx(styles.section, alt && styles.alt)}
      aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {column ? <div className={styles[column]}>{content}</div> : content}
      </div>
    </section>
  );
}
