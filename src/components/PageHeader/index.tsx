import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ActionButtons, {type Action} from '@site/src/components/ActionButtons';
import styles from './styles.module.css';

type Props = {
  /** Small label above the title, for example the package name. */
  readonly eyebrow?: ReactNode;
  readonly title: string;
  readonly lead: ReactNode;
  readonly primary?: Action;
  readonly secondary?: Action;
  /** Optional content next to (desktop) or below (mobile) the text. */
  readonly aside?: ReactNode;
  /** Extra content under the buttons. */
  readonly children?: ReactNode;
};

/** The top band of a marketing page, holding its only h1. */
export default function PageHeader({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  aside,
  children,
}: Props): ReactNode {
  return (
    <section
      className={clsx('hero', styles.header)}
      aria-labelledby="page-title">
      <div className={clsx('container', styles.inner, aside && styles.split)}>
        <div className={styles.copy}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          <ActionButtons primary={primary} secondary={secondary} />
          {children}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </section>
  );
}
