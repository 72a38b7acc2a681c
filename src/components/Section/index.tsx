import React, {type ReactNode} from 'react';
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
  readonly children: ReactNode;
};

/** A full-width page section with a centred h2 and optional intro. */
export default function Section({
  id,
  title,
  intro,
  alt = false,
  column,
  children,
}: Props): ReactNode {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
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
        {column ? <div className={styles[column]}>{children}</div> : children}
      </div>
    </section>
  );
}
