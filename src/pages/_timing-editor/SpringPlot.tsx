import React, {type ReactNode} from 'react';
import type {Curve} from './curve';
import styles from './styles.module.css';

/**
 * The plot's size in SVG units and the room around the plotting area: the
 * value labels on the left, half of the last time label on the right, the
 * "at rest" label on top and the two rows of time labels below.
 */
const BOX = {width: 400, height: 240} as const;
const MARGIN = {left: 34, right: 22, top: 26, bottom: 40} as const;

/** The values that get a horizontal line and a label. */
const VALUE_LINES = [0, 1] as const;

/** Frame steps for the time axis, the first one that gives 6 ticks or fewer wins. */
const TICK_STEPS = [1, 2, 5, 10, 15, 20, 30, 50, 60, 100, 150, 200, 300, 500];

function tickStep(lastFrame: number): number {
  return TICK_STEPS.find((step) => lastFrame / step <= 6) ?? 1000;
}

/** Seconds with at most two decimals, without trailing zeros. */
export function formatSeconds(frames: number, fps: number): string {
  return `${Number((frames / fps).toFixed(2))} s`;
}

type Props = {
  readonly curve: Curve;
  readonly fps: number;
};

/**
 * The value of the spring over time as an inline SVG: the time axis in
 * frames (upper labels) and seconds (lower labels), a dashed line at the
 * value 1 and a marker at the frame from which the value stays at rest.
 */
export default function SpringPlot({curve, fps}: Props): ReactNode {
  const {values, restFrame} = curve;
  const lastFrame = Math.max(values.length - 1, 1);
  const low = Math.min(0, ...values);
  const high = Math.max(1, ...values);
  const pad = (high - low) * 0.05;
  const right = BOX.width - MARGIN.right;
  const bottom = BOX.height - MARGIN.bottom;
  const x = (frame: number) =>
    MARGIN.left + (frame / lastFrame) * (right - MARGIN.left);
  const y = (value: number) =>
    MARGIN.top +
    ((high + pad - value) / (high - low + 2 * pad)) * (bottom - MARGIN.top);
  const path = values
    .map(
      (value, frame) =>
        `${frame === 0 ? 'M' : 'L'}${x(frame).toFixed(1)} ${y(value).toFixed(1)}`,
    )
    .join(' ');
  const step = tickStep(lastFrame);
  const ticks: number[] = [];
  for (let frame = 0; frame <= lastFrame; frame += step) {
    ticks.push(frame);
  }
  // The marker's label sits left of the line, or right of it near the start.
  const labelLeft = x(restFrame) > MARGIN.left + 50;
  const label = `Spring value over ${lastFrame} frames: it starts at 0, ${
    high > 1.0005 ? `swings up to ${high.toFixed(2)}, ` : ''
  }and stays at rest from frame ${restFrame} (${formatSeconds(restFrame, fps)}).`;

  return (
    <figure className={styles.plotFigure}>
      <svg
        className={styles.plot}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={label}>
        {VALUE_LINES.map((value) => (
          <g key={value}>
            <line
              className={value === 0 ? styles.axis : styles.target}
              x1={MARGIN.left}
              x2={right}
              y1={y(value)}
              y2={y(value)}
            />
            <text
              className={styles.tick}
              x={MARGIN.left - 6}
              y={y(value) + 4}
              textAnchor="end">
              {value}
            </text>
          </g>
        ))}
        {ticks.map((frame) => (
          <g key={frame}>
            <line
              className={styles.axis}
              x1={x(frame)}
              x2={x(frame)}
              y1={bottom}
              y2={bottom + 4}
            />
            <text
              className={styles.tick}
              x={x(frame)}
              y={bottom + 16}
              textAnchor="middle">
              {frame}
            </text>
            <text
              className={styles.tickMuted}
              x={x(frame)}
              y={bottom + 30}
              textAnchor="middle">
              {formatSeconds(frame, fps)}
            </text>
          </g>
        ))}
        <line
          className={styles.settle}
          x1={x(restFrame)}
          x2={x(restFrame)}
          y1={MARGIN.top - 18}
          y2={bottom}
        />
        <text
          className={styles.settleLabel}
          x={x(restFrame) + (labelLeft ? -4 : 4)}
          y={MARGIN.top - 8}
          textAnchor={labelLeft ? 'end' : 'start'}>
          at rest
        </text>
        <path className={styles.curve} d={path} />
      </svg>
      <figcaption className={styles.caption}>
        Value (0 to 1) over time. Time axis: frames above, seconds below. The
        dashed line is the value 1; the vertical line marks frame {restFrame},
        from which the value stays at rest.
      </figcaption>
    </figure>
  );
}
