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
  readonly children: ReactNode;
};

/** A full-width page section with a centred h2 and optional intro. */
export default function Section({
  id,
  title,
  intro,
  alt = false,
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
        {children}
      </div>
    </section>
  );
}
