import React from 'react';
import {Circle, Pie, Rect, Star, Triangle} from '@remotion/shapes';
import {
  AbsoluteFill,
  interpolate,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {MONO} from '../fonts';
import {useSpring} from '../motion';

const LABEL_STYLE: React.CSSProperties = {
  marginTop: 24,
  color: '#c9d6ef',
  fontSize: 26,
  fontFamily: MONO,
  textAlign: 'center',
};

const Cell: React.FC<{label: string; children: React.ReactNode}> = ({
  label,
  children,
}) => (
  <div
    style={{
      width: 240,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
    }}>
    <div
      style={{
        height: 240,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}>
      {children}
    </div>
    <div style={LABEL_STYLE}>{label}</div>
  </div>
);

/**
 * Docs demo: five shape components from @remotion/shapes, each with one prop
 * driven by the current frame.
 */
const ShapesShowcase: React.FC = () => {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();

  const pop = useSpring({config: {damping: 12}});
  const progress = interpolate(frame, [0, durationInFrames - 20], [0, 1], {
    extrapolateRight: 'clamp',
  });
  const wave = (Math.sin((frame / fps) * Math.PI) + 1) / 2;

  const cornerRadius = interpolate(wave, [0, 1], [0, 60]);
  const innerRadius = interpolate(wave, [0, 1], [40, 95]);
  const rotation = interpolate(frame, [0, durationInFrames], [0, 360]);

  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(160deg, #0b1020 0%, #16233f 100%)',
        flexDirection: 'row',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 8,
      }}>
      <Cell label={`radius ${Math.round(90 * pop)}`}>
        <Circle radius={Math.max(1, 90 * pop)} fill="#4f8cff" />
      </Cell>
      <Cell label={`cornerRadius ${Math.round(cornerRadius)}`}>
        <Rect
          width={180}
          height={180}
          cornerRadius={cornerRadius}
          fill="#f5b84f"
        />
      </Cell>
      <Cell label={`innerRadius ${Math.round(innerRadius)}`}>
        <Star
          points={5}
          innerRadius={innerRadius}
          outerRadius={110}
          fill="#ef6f8e"
        />
      </Cell>
      <Cell label={`progress ${progress.toFixed(2)}`}>
        <Pie radius={100} progress={progress} fill="#5ad19a" />
      </Cell>
      <Cell label={`rotate ${Math.round(rotation)}°`}>
        <Triangle
          length={190}
          direction="up"
          cornerRadius={12}
          fill="#b48cff"
          style={{transform: `rotate(${rotation}deg)`}}
        />
      </Cell>
    </AbsoluteFill>
  );
};

export default ShapesShowcase;
