import React from 'react';
import {
  AbsoluteFill,
  interpolate,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {SANS} from '../fonts';
import {formatTime, smoothNoise} from './shared';

export type MusicVisualizerDemoProps = {
  readonly track?: string;
  readonly artist?: string;
  readonly accent?: string;
  /** Tempo of the fake beat, in beats per minute. */
  readonly bpm?: number;
};

const BAR_COUNT = 72;
const CENTER_X = 540;
const CENTER_Y = 470;
const DISC_RADIUS = 170;

/**
 * An audio-reactive look without audio: a fake spectrum (strong lows, softer
 * highs) pulses on a steady beat around a turning record.
 */
const MusicVisualizerDemo: React.FC<MusicVisualizerDemoProps> = ({
  track = 'Harbour Lights',
  artist = 'Lumen Tide',
  accent = '#22d3ee',
  bpm = 120,
}) => {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();

  const framesPerBeat = (fps * 60) / bpm;
  const sinceBeat = frame % framesPerBeat;
  const bass = Math.exp(-sinceBeat / (framesPerBeat / 3));
  const discScale = 1 + bass * 0.05;
  const fadeIn = interpolate(frame, [0, 15], [0, 1], {
    extrapolateRight: 'clamp',
  });

  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#0b1020',
        fontFamily: SANS,
        opacity: fadeIn,
      }}>
      <AbsoluteFill
        style={{
          background: `radial-gradient(circle at 50% ${CENTER_Y}px, ${accent} 0%, transparent 55%)`,
          opacity: 0.12 + bass * 0.18,
        }}
      />
      <svg
        width={1080}
        height={1080}
        viewBox="0 0 1080 1080"
        style={{position: 'absolute', inset: 0}}
        aria-hidden>
        {new Array(BAR_COUNT).fill(true).map((_, index) => {
          // Mirror the spectrum so both halves of the circle match.
          const band = index < BAR_COUNT / 2 ? index : BAR_COUNT - 1 - index;
          const lowness = 1 - band / (BAR_COUNT / 2);
          const wiggle = smoothNoise(`band-${band}`, frame / 2.5);
          const length =
            16 +
            (40 + lowness * 130) *
              (0.35 + 0.65 * wiggle) *
              (0.55 + bass * 0.45);
          const angle = (index / BAR_COUNT) * Math.PI * 2 - Math.PI / 2;
          const inner = DISC_RADIUS * discScale + 18;
          return (
            <line
              key={index}
              x1={CENTER_X + Math.cos(angle) * inner}
              y1={CENTER_Y + Math.sin(angle) * inner}
              x2={CENTER_X + Math.cos(angle) * (inner + length)}
              y2={CENTER_Y + Math.sin(angle) * (inner + length)}
              stroke={band % 2 === 0 ? accent : '#a78bfa'}
              strokeWidth={12}
              strokeLinecap="round"
            />
          );
        })}
        <g
          transform={`translate(${CENTER_X} ${CENTER_Y}) scale(${discScale}) rotate(${
            frame * 1.5
          })`}>
          <circle r={DISC_RADIUS} fill="#111827" />
          {[150, 124, 98].map((radius) => (
            <circle
              key={radius}
              r={radius}
              fill="none"
              stroke="rgba(255, 255, 255, 0.08)"
              strokeWidth={3}
            />
          ))}
          <circle r={64} fill={accent} />
          <circle r={52} fill="#7c3aed" />
          <rect x={-4} y={-44} width={8} height={26} rx={4} fill="#ffffff" />
          <circle r={8} fill="#0b1020" />
        </g>
      </svg>
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 90,
          textAlign: 'center',
          color: '#ffffff',
        }}>
        <div style={{fontSize: 60, fontWeight: 800}}>{track}</div>
        <div style={{fontSize: 36, color: '#cbd5e1', marginTop: 8}}>
          {artist} · {formatTime(frame / fps)} /{' '}
          {formatTime(durationInFrames / fps)}
        </div>
      </div>
    </AbsoluteFill>
  );
};

export default MusicVisualizerDemo;
