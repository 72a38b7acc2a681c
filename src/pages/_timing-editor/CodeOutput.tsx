import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: 'Could not copy. Select the code and copy it by hand.',
};

/** The generated code with a Copy button and a visible status line. */
export default function CodeOutput({code}: {readonly code: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => setStatus('idle'), [code]);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(code);
      setStatus('copied');
      timer.current = window.setTimeout(() => setStatus('idle'), 4000);
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.code}>
      <pre className={styles.pre}>
        <code>{code}</code>
      </pre>
      <div className={styles.copyRow}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void copy()}>
          Copy code
        </button>
        <p role="status" className={styles.status}>
          {STATUS_TEXT[status]}
        </p>
      </div>
    </div>
  );
}
