import React from 'react';
import {interpolatePath} from '@remotion/paths';
import {
  AbsoluteFill,
  interpolateColors,
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {ReadOut} from './ReadOut';

// A circle drawn with four cubic curves.
const BLOB =
  'M 640 160 C 750 160 840 250 840 360 C 840 470 750 560 640 560 C 530 560 440 470 440 360 C 440 250 530 160 640 160 Z';

// A five-pointed star drawn with straight lines.
const STAR =
  'M 640 140 L 700 300 L 860 300 L 730 400 L 780 570 L 640 470 L 500 570 L 550 400 L 420 300 L 580 300 Z';

/**
 * Docs demo: interpolatePath() morphs a circle into a star and back. The two
 * paths have different commands and a different number of points.
 */
const PathMorph: React.FC = () => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();

  const there = spring({frame, fps, delay: 10, config: {damping: 200}});
  const back = spring({frame, fps, delay: 70, config: {damping: 200}});
  const progress = Math.min(1, Math.max(0, there - back));

  const d = interpolatePath(progress, BLOB, STAR);
  const fill = interpolateColors(progress, [0, 1], ['#4f8cff', '#f5b84f']);

  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(160deg, #0b1020 0%, #16233f 100%)',
      }}>
      <svg width={1280} height={720} viewBox="0 0 1280 720">
        <path d={d} fill={fill} stroke="#ffffff" strokeWidth={6} />
      </svg>
      <ReadOut>{`interpolatePath(${progress.toFixed(2)}, circle, star)`}</ReadOut>
    </AbsoluteFill>
  );
};

export default PathMorph;
