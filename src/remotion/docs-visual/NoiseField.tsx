import React from 'react';
import {noise3D} from '@remotion/noise';
import {
  AbsoluteFill,
  interpolate,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';

const COLUMNS = 24;
const ROWS = 14;
const SPACING = 52;
const SPATIAL_FREQUENCY = 0.12;
const SPEED = 0.015;
const MAX_OFFSET = 22;

/**
 * Docs demo: a grid of dots, each pushed around by noise3D(). x and y of the
 * noise come from the dot's grid position, z comes from the current frame.
 */
const NoiseField: React.FC = () => {
  const frame = useCurrentFrame();
  const {width, height} = useVideoConfig();

  const offsetX = (width - (COLUMNS - 1) * SPACING) / 2;
  const offsetY = (height - (ROWS - 1) * SPACING) / 2;
  const time = frame * SPEED;

  const dots: React.ReactNode[] = [];
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLUMNS; col++) {
      const nx = col * SPATIAL_FREQUENCY;
      const ny = row * SPATIAL_FREQUENCY;
      const dx = noise3D('dot-x', nx, ny, time) * MAX_OFFSET;
      const dy = noise3D('dot-y', nx, ny, time) * MAX_OFFSET;
      const energy = noise3D('dot-size', nx, ny, time);
      const radius = interpolate(energy, [-1, 1], [3, 14]);
      const opacity = interpolate(energy, [-1, 1], [0.35, 1]);
      dots.push(
        <circle
          key={`${row}-${col}`}
          cx={offsetX + col * SPACING + dx}
          cy={offsetY + row * SPACING + dy}
          r={radius}
          fill="#7fb0ff"
          opacity={opacity}
        />,
      );
    }
  }

  return (
    <AbsoluteFill
      style={{
        background:
          'radial-gradient(circle at 50% 40%, #1b2a4a 0%, #0b1020 75%)',
      }}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        {dots}
      </svg>
    </AbsoluteFill>
  );
};

export default NoiseField;
