import React, {type CSSProperties} from 'react';
import {
  AbsoluteFill,
  spring,
  useCurrentFrame,
  useVideoConfig,
  type SpringConfig,
} from 'remotion';
import {MONO} from '../fonts';
import {RowLabel} from './RowLabel';
import {accents, canvas} from './shared';

type Variant = {
  readonly label: string;
  readonly config: Partial<SpringConfig>;
  readonly durationInFrames?: number;
};

/** Colour of the empty track behind each bar. */
const TRACK = 'rgba(148, 163, 184, 0.18)';

/** Place and size of a bar and of the track behind it. */
const barBox = (top: number): CSSProperties => ({
  position: 'absolute',
  left: 400,
  top,
  width: 640,
  height: 56,
  borderRadius: 12,
});

const variants: readonly Variant[] = [
  {label: 'default (damping 10)', config: {}},
  {label: 'damping 200', config: {damping: 200}},
  {label: 'mass 3', config: {mass: 3}},
  {label: 'stiffness 300', config: {stiffness: 300}},
  {label: 'durationInFrames 45', config: {damping: 200}, durationInFrames: 45},
];

/**
 * Docs demo: five bars that grow with spring() using different physics
 * settings, starting together at frame 10, so their feel can be compared.
 */
const SpringConfigs: React.FC = () => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();

  return (
    <AbsoluteFill style={{...canvas, padding: 60}}>
      <div style={{fontSize: 40, fontWeight: 700}}>
        spring() with different configs
      </div>
      {variants.map((variant, i) => {
        const progress = spring({
          frame,
          fps,
          delay: 10,
          config: variant.config,
          durationInFrames: variant.durationInFrames,
        });
        const top = 150 + i * 105;
        return (
          <div key={variant.label}>
            <RowLabel left={60} top={top + 10} width={330}>
              {variant.label}
            </RowLabel>
            <div style={{...barBox(top), background: TRACK}} />
            <div
              style={{
                ...barBox(top),
                background: accents[i],
                transform: `scaleX(${progress})`,
                transformOrigin: 'left center',
              }}
            />
            <div
              style={{
                position: 'absolute',
                left: 1070,
                top: top + 10,
                fontFamily: MONO,
                fontSize: 28,
                color: '#cbd5e1',
                // An overshooting bar can reach under the value: its own
                // backdrop keeps it readable.
                padding: '0 8px',
                borderRadius: 6,
                background: '#0f172a',
              }}>
              {progress.toFixed(2)}
            </div>
          </div>
        );
      })}
    </AbsoluteFill>
  );
};

export default SpringConfigs;
