import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** A readable column of running text. */
export default function Prose({
  children,
}: {
  readonly children: ReactNode;
}): ReactNode {
  return <div className={styles.prose}>{children}</div>;
}
