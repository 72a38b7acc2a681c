// Ejected from @docusaurus/core's theme fallback (it has no original to wrap):
// same behaviour and timings; changed: styles in a CSS module, brand colour,
// an accessible loader and a labelled Retry button.
import React, {type ReactNode} from 'react';
import type LoadingType from '@theme/Loading';
import styles from './styles.module.css';

/**
 * A ring that grows from the centre and fades out over three seconds,
 * starting at `begin`; two of them, offset, make the loader's ripple.
 */
function Ripple({begin}: {readonly begin: string}): ReactNode {
  return (
    <circle cx="22" cy="22" r="6" strokeOpacity="0">
      {(
        [
          ['r', '6;22'],
          ['stroke-opacity', '1;0'],
          ['stroke-width', '2;0'],
        ] as const
      ).map(([attributeName, values]) => (
        <animate
          key={attributeName}
          attributeName={attributeName}
          begin={begin}
          dur="3s"
          values={values}
          calcMode="linear"
          repeatCount="indefinite"
        />
      ))}
    </circle>
  );
}

export default function Loading({
  error,
  retry,
  pastDelay,
}: Parameters<typeof LoadingType>[0]): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{String(error)}</p>
        <div>
          <button type="button" className={styles.retry} onClick={retry}>
            Retry
          </button>
        </div>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.container} role="status" aria-label="Loading page">
        <svg
          className={styles.loader}
          viewBox="0 0 45 45"
          xmlns="http://www.w3.org/2000/svg"
          aria-hidden="true">
          <g
            fill="none"
            fillRule="evenodd"
            transform="translate(1 1)"
            strokeWidth="2">
            <Ripple begin="1.5s" />
            <Ripple begin="3s" />
            <circle cx="22" cy="22" r="8">
              <animate
                attributeName="r"
                begin="0s"
                dur="1.5s"
                values="6;1;2;3;4;5;6"
                calcMode="linear"
                repeatCount="indefinite"
              />
            </circle>
          </g>
        </svg>
      </div>
    );
  }
  return null;
}
