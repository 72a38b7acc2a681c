import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export type Step = {
  readonly title: string;
  readonly body: ReactNode;
};

/** An ordered list of numbered steps, each with a bold title. */
export default function Steps({
  steps,
}: {
  readonly steps: readonly Step[];
}): ReactNode {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <div className={styles.body}>{step.body}</div>
        </li>
      ))}
    </ol>
  );
}
