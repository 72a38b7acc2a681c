import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ActionButtons, {type Action} from '@site/src/components/ActionButtons';
import styles from './styles.module.css';

type Props = {
  readonly title: string;
  readonly body: ReactNode;
  readonly primary: Action;
  readonly secondary?: Action;
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
        <ActionButtons
          primary={primary}
          secondary={secondary}
          className={styles.buttons}
        />
      </div>
    </section>
  );
}
