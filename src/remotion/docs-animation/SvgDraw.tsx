import React from 'react';
import {
  AbsoluteFill,
  interpolate,
  interpolateColors,
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {evolvePath, getPointAtLength, getLength} from '@remotion/paths';
import {MONO} from '../fonts';
import {CLAMP_EASE_IN_OUT} from '../clamp';
import {canvas} from './shared';

const PATH = 'M 120 520 C 320 120, 520 120, 640 360 S 960 600, 1160 200';

/**
 * Docs demo: an SVG path draws itself with evolvePath() from @remotion/paths,
 * a dot follows the tip of the line, and the stroke colour changes with
 * interpolateColors().
 */
const SvgDraw: React.FC = () => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();

  const progress = interpolate(frame, [10, 80], [0, 1], CLAMP_EASE_IN_OUT);
  const {strokeDasharray, strokeDashoffset} = evolvePath(progress, PATH);
  const tip = getPointAtLength(PATH, getLength(PATH) * progress);
  const stroke = interpolateColors(
    frame,
    [10, 45, 80],
    ['#60a5fa', '#f472b6', '#fbbf24'],
  );
  const dotScale = spring({frame, fps, delay: 80, config: {damping: 8}});

  return (
    <AbsoluteFill style={canvas}>
      <svg viewBox="0 0 1280 720" width="100%" height="100%">
        <path
          d={PATH}
          fill="none"
          stroke="rgba(148, 163, 184, 0.25)"
          strokeWidth={14}
          strokeLinecap="round"
        />
        <path
          d={PATH}
          fill="none"
          stroke={stroke}
          strokeWidth={14}
          strokeLinecap="round"
          strokeDasharray={strokeDasharray}
          strokeDashoffset={strokeDashoffset}
        />
        <circle cx={tip.x} cy={tip.y} r={22 + dotScale * 14} fill={stroke} />
      </svg>
      <div
        style={{
          position: 'absolute',
          left: 60,
          top: 50,
          fontFamily: MONO,
          fontSize: 28,
          color: '#cbd5e1',
        }}>
        progress {progress.toFixed(2)} stroke {stroke}
      </div>
    </AbsoluteFill>
  );
};

export default SvgDraw;
