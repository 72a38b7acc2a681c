import React from 'react';
import {
  evolvePath,
  getLength,
  getPointAtLength,
  getTangentAtLength,
} from '@remotion/paths';
import {
  AbsoluteFill,
  interpolate,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {CLAMP_EASE_IN_OUT} from '../clamp';
import {SANS} from '../fonts';
import {ReadOut} from './ReadOut';

const LINE =
  'M 120 520 C 260 160 420 160 520 360 S 760 620 880 380 S 1080 120 1160 220';

/**
 * Docs demo: evolvePath() draws a curve from start to end while a marker
 * rides on the tip, placed with getPointAtLength() and rotated with
 * getTangentAtLength().
 */
const EvolvePathLine: React.FC = () => {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();

  const progress = interpolate(
    frame,
    [10, durationInFrames - 30],
    [0, 1],
    CLAMP_EASE_IN_OUT,
  );

  const length = getLength(LINE);
  const {strokeDasharray, strokeDashoffset} = evolvePath(progress, LINE);
  const tip = getPointAtLength(LINE, progress * length);
  const tangent = getTangentAtLength(LINE, progress * length);
  const angle = (Math.atan2(tangent.y, tangent.x) * 180) / Math.PI;

  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(160deg, #0b1020 0%, #16233f 100%)',
        fontFamily: SANS,
      }}>
      <svg width={1280} height={720} viewBox="0 0 1280 720">
        <path
          d={LINE}
          fill="none"
          stroke="rgba(255, 255, 255, 0.12)"
          strokeWidth={14}
          strokeLinecap="round"
        />
        <path
          d={LINE}
          fill="none"
          stroke="#4f8cff"
          strokeWidth={14}
          strokeLinecap="round"
          strokeDasharray={strokeDasharray}
          strokeDashoffset={strokeDashoffset}
        />
        <g
          transform={`translate(${tip.x} ${tip.y}) rotate(${angle})`}
          opacity={progress > 0 ? 1 : 0}>
          <circle r={26} fill="#ffffff" />
          <path d="M -13 -10 L 15 0 L -13 10 L -6 0 Z" fill="#16233f" />
        </g>
      </svg>
      <ReadOut>{`progress ${progress.toFixed(2)}  length ${Math.round(progress * length)} / ${Math.round(length)}`}</ReadOut>
    </AbsoluteFill>
  );
};

export default EvolvePathLine;
