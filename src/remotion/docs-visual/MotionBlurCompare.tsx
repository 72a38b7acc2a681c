import React from 'react';
import {CameraMotionBlur, Trail} from '@remotion/motion-blur';
import {
  AbsoluteFill,
  interpolate,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {CLAMP_EASE_IN_OUT} from '../clamp';
import {MONO} from '../fonts';

const ROW_HEIGHT = 240;
const SIZE = 120;
const START_X = 440;

const LABEL_STYLE: React.CSSProperties = {
  position: 'absolute',
  left: 48,
  color: '#c9d6ef',
  fontSize: 28,
  fontFamily: MONO,
};

/**
 * The moving square. It reads the frame itself, so that <Trail> and
 * <CameraMotionBlur> can render it at other points in time.
 */
const MovingSquare: React.FC<{row: number; color: string}> = ({row, color}) => {
  const frame = useCurrentFrame();
  const {width, durationInFrames} = useVideoConfig();
  const half = durationInFrames / 2;
  // Travel right in the first half, back left in the second half.
  const x = interpolate(
    frame,
    [0, half - 5, half + 5, durationInFrames - 10],
    [START_X, width - SIZE - 60, width - SIZE - 60, START_X],
    CLAMP_EASE_IN_OUT,
  );
  const rotation = interpolate(x, [START_X, width - SIZE - 60], [0, 180]);

  return (
    <div
      style={{
        position: 'absolute',
        left: x,
        top: row * ROW_HEIGHT + (ROW_HEIGHT - SIZE) / 2,
        width: SIZE,
        height: SIZE,
        borderRadius: 20,
        backgroundColor: color,
        transform: `rotate(${rotation}deg)`,
      }}
    />
  );
};

/**
 * Docs demo: the same motion three times: without any effect, with <Trail>
 * and with <CameraMotionBlur>.
 */
const MotionBlurCompare: React.FC = () => {
  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020'}}>
      <MovingSquare row={0} color="#c9d6ef" />
      <Trail layers={6} lagInFrames={1} trailOpacity={0.6}>
        <MovingSquare row={1} color="#f5b84f" />
      </Trail>
      <CameraMotionBlur shutterAngle={270} samples={12}>
        <MovingSquare row={2} color="#4f8cff" />
      </CameraMotionBlur>
      <div style={{...LABEL_STYLE, top: ROW_HEIGHT / 2 - 18}}>none</div>
      <div style={{...LABEL_STYLE, top: ROW_HEIGHT * 1.5 - 18}}>
        {'<Trail>'}
      </div>
      <div style={{...LABEL_STYLE, top: ROW_HEIGHT * 2.5 - 18}}>
        {'<CameraMotionBlur>'}
      </div>
    </AbsoluteFill>
  );
};

export default MotionBlurCompare;
