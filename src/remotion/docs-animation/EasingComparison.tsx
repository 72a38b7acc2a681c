import React from 'react';
import {
  AbsoluteFill,
  Easing,
  interpolate,
  useCurrentFrame,
  type EasingFunction,
} from 'remotion';
import {CLAMP} from '../clamp';
import {RowLabel} from './RowLabel';
import {accents, canvas} from './shared';
import {ValueTrack} from './ValueTrack';

type Curve = {
  readonly label: string;
  readonly easing: EasingFunction;
};

const curves: readonly Curve[] = [
  {label: 'linear', easing: Easing.linear},
  {label: 'ease', easing: Easing.ease},
  {label: 'inOut(quad)', easing: Easing.inOut(Easing.quad)},
  {label: 'out(cubic)', easing: Easing.out(Easing.cubic)},
  {label: 'in(exp)', easing: Easing.in(Easing.exp)},
  {label: 'out(back(1.7))', easing: Easing.out(Easing.back(1.7))},
  {label: 'bounce', easing: Easing.bounce},
  {label: 'bezier(.7,0,.3,1)', easing: Easing.bezier(0.7, 0, 0.3, 1)},
];

const START = 15;
const END = 75;
const TRACK_LEFT = 360;
const TRACK_WIDTH = 820;

/**
 * Docs demo: eight dots travel the same distance in the same 60 frames, each
 * with a different easing function passed to interpolate().
 */
const EasingComparison: React.FC = () => {
  const frame = useCurrentFrame();

  return (
    <AbsoluteFill style={{...canvas, padding: 50}}>
      <div style={{fontSize: 36, fontWeight: 700}}>
        Same distance, same duration, different easing
      </div>
      {curves.map((curve, i) => {
        const x = interpolate(frame, [START, END], [0, 1], {
          easing: curve.easing,
          ...CLAMP,
        });
        const top = 130 + i * 70;
        return (
          <div key={curve.label}>
            <RowLabel left={50} top={top - 18} mono fontSize={24}>
              {curve.label}
            </RowLabel>
            <ValueTrack
              value={x}
              left={TRACK_LEFT}
              width={TRACK_WIDTH}
              line={{y: top, thickness: 2}}
              dot={{size: 32, color: accents[i]}}
            />
          </div>
        );
      })}
    </AbsoluteFill>
  );
};

export default EasingComparison;
