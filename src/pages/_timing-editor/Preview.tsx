import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import styles from './styles.module.css';

type Props = {
  /** The spring's value at each frame. */
  readonly values: readonly number[];
  readonly fps: number;
};

/** Sets the value that the box's CSS moves it by. */
function show(element: HTMLElement | null, value: number): void {
  element?.style.setProperty('--spring-value', String(value));
}

/**
 * A box moved from left to right by the spring value, played with
 * `requestAnimationFrame` at the chosen frame rate. It plays by itself when
 * the settings change, unless the visitor prefers reduced motion: then it
 * shows the final position until Play is pressed.
 */
export default function Preview({values, fps}: Props): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const request = useRef<number | null>(null);
  const [played, setPlayed] = useState(false);

  const stop = useCallback(() => {
    if (request.current !== null) {
      cancelAnimationFrame(request.current);
      request.current = null;
    }
  }, []);

  const play = useCallback(() => {
    stop();
    setPlayed(true);
    const start = performance.now();
    const tick = (now: number) => {
      const frame = Math.min(
        Math.floor(((now - start) / 1000) * fps),
        values.length - 1,
      );
      show(boxRef.current, values[frame]);
      request.current =
        frame < values.length - 1 ? requestAnimationFrame(tick) : null;
    };
    request.current = requestAnimationFrame(tick);
  }, [fps, stop, values]);

  useEffect(() => {
    const reduce = window.matchMedia(
      '(prefers-reduced-motion: reduce)',
    ).matches;
    if (reduce) {
      show(boxRef.current, values[values.length - 1]);
    } else {
      play();
    }
    return stop;
  }, [play, stop, values]);

  const finalValue = values[values.length - 1];
  return (
    <div className={styles.preview}>
      <div className={styles.track} aria-hidden="true">
        <div
          className={styles.rail}
          style={{'--spring-value': finalValue} as CSSProperties}
          ref={boxRef}>
          <div className={styles.box} />
        </div>
      </div>
      <button type="button" className="button button--primary" onClick={play}>
        {played ? 'Replay' : 'Play'}
      </button>
    </div>
  );
}
