import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import {CLAMP} from '../clamp';
import {MONO} from '../fonts';
import {RowLabel} from './RowLabel';
import {accents, canvas} from './shared';
import {ValueTrack} from './ValueTrack';

const TRACK_LEFT = 140;
const TRACK_WIDTH = 1000;

type Row = {
  readonly label: string;
  readonly value: (frame: number) => number;
};

// Each row maps the same frame to a horizontal position (0 to 1) in a
// different way, so the viewer can compare the options side by side.
const rows: readonly Row[] = [
  {
    label: 'extend (default)',
    value: (f) => interpolate(f, [20, 80], [0, 1]),
  },
  {
    label: 'clamp',
    value: (f) => interpolate(f, [20, 80], [0, 1], CLAMP),
  },
  {
    label: 'wrap',
    value: (f) =>
      interpolate(f, [20, 80], [0, 1], {
        extrapolateLeft: 'wrap',
        extrapolateRight: 'wrap',
      }),
  },
  {
    label: 'multi-point [0,40,80,120]',
    value: (f) =>
      interpolate(f, [0, 40, 80, 120], [0, 1, 0.5, 1], {
        extrapolateRight: 'clamp',
      }),
  },
];

/**
 * Docs demo: four dots driven by interpolate() with different extrapolation
 * settings and a multi-point range. The shaded band marks the input range.
 */
const InterpolateRanges: React.FC = () => {
  const frame = useCurrentFrame();

  return (
    <AbsoluteFill style={{...canvas, padding: 60}}>
      <div style={{fontSize: 40, fontWeight: 700}}>
        interpolate(frame, [20, 80], [0, 1], options)
      </div>
      <div
        style={{
          fontFamily: MONO,
          fontSize: 28,
          color: '#cbd5e1',
          marginTop: 8,
        }}>
        frame {String(frame).padStart(3, '0')}
      </div>
      {rows.map((row, i) => {
        const value = row.value(frame);
        const top = 200 + i * 120;
        return (
          <div key={row.label}>
            <RowLabel left={TRACK_LEFT} top={top - 44}>
              {row.label}
              <span
                style={{fontFamily: MONO, marginLeft: 16, color: '#94a3b8'}}>
                {value.toFixed(2)}
              </span>
            </RowLabel>
            <ValueTrack
              value={value}
              left={TRACK_LEFT}
              width={TRACK_WIDTH}
              line={{y: top + 2, thickness: 4, rounded: true}}
              dot={{size: 36, color: accents[i]}}
            />
          </div>
        );
      })}
    </AbsoluteFill>
  );
};

export default InterpolateRanges;
