import type {CSSProperties} from 'react';
import {useCurrentFrame} from 'remotion';
import {MONO} from '../fonts';

/**
 * The current frame, as `frame 042`, in a corner of a Player guide demo:
 * `place` holds its distances from the edges.
 */
export const FrameNumber = ({
  place,
  fontSize,
  color,
}: {
  readonly place: Pick<CSSProperties, 'top' | 'right' | 'bottom' | 'left'>;
  readonly fontSize: number;
  readonly color?: string;
}) => {
  const frame = useCurrentFrame();
  return (
    <div
      style={{
        position: 'absolute',
        ...place,
        fontFamily: MONO,
        fontSize,
        color,
      }}>
      {`frame ${String(frame).padStart(3, '0')}`}
    </div>
  );
};
