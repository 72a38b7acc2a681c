import type {ReactNode} from 'react';
import {MONO} from '../fonts';

/**
 * The label of one row of a comparison demo (easing curves, extrapolation
 * settings, spring configs): light text placed at `left` and `top`, in the
 * monospace font with `mono`.
 */
export const RowLabel = ({
  left,
  top,
  width,
  mono = false,
  fontSize = 26,
  children,
}: {
  readonly left: number;
  readonly top: number;
  readonly width?: number;
  readonly mono?: boolean;
  readonly fontSize?: number;
  readonly children: ReactNode;
}) => (
  <div
    style={{
      position: 'absolute',
      left,
      top,
      width,
      fontFamily: mono ? MONO : undefined,
      fontSize,
      color: '#e2e8f0',
    }}>
    {children}
  </div>
);
