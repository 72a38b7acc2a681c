import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Props = {
  readonly title: string;
  readonly body: ReactNode;
  readonly primary: {readonly label: string; readonly to: string};
  readonly secondary?: {readonly label: string; readonly to: string};
};

/** A closing band with one or two buttons. */
export default function CallToAction({
  title,
  body,
  primary,
  secondary,
}: Props): ReactNode {
  return (
    <section className={styles.band} aria-labelledby="cta-heading">
      <div className={clsx('container', styles.inner)}>
        <h2 id="cta-heading" className={styles.title}>
          {title}
        </h2>
        <p className={styles.body}>{body}</p>
        <div className={styles.buttons}>
          <Link className="button button--primary button--lg" to={primary.to}>
            {primary.label}
          </Link>
          {secondary ? (
            <Link
              className="button button--secondary button--outline button--lg"
              to={secondary.to}>
              {secondary.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
