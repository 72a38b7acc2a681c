import React from 'react';
import {
  AbsoluteFill,
  interpolate,
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {CLAMP} from '../clamp';
import {MONO, SANS} from '../fonts';

export type GreetingCardProps = {
  readonly name?: string;
  readonly accent?: string;
};

/**
 * Docs demo for the Player embedding guide: a greeting whose text and colour
 * come from input props, with a springy entrance and a frame read-out.
 */
const GreetingCard: React.FC<GreetingCardProps> = ({
  name = 'Ada',
  accent = '#2563eb',
}) => {
  const frame = useCurrentFrame();
  const {fps, durationInFrames, width, height} = useVideoConfig();

  const pop = spring({frame, fps, config: {damping: 14}});
  const scale = interpolate(pop, [0, 1], [0.7, 1]);
  const subtitle = interpolate(frame, [18, 38], [0, 1], CLAMP);
  const outro = interpolate(
    frame,
    [durationInFrames - 12, durationInFrames - 1],
    [1, 0],
    CLAMP,
  );
  const bar = interpolate(frame, [0, durationInFrames - 1], [0, 1], CLAMP);

  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(160deg, #0f172a 0%, #1e293b 100%)',
        color: '#ffffff',
        fontFamily: SANS,
        justifyContent: 'center',
        alignItems: 'center',
      }}>
      <div style={{opacity: outro, textAlign: 'center'}}>
        <div
          style={{
            fontSize: 110,
            fontWeight: 800,
            letterSpacing: -2,
            transform: `scale(${scale})`,
            opacity: pop,
          }}>
          Hello, <span style={{color: accent}}>{name}</span>!
        </div>
        <div
          style={{
            marginTop: 24,
            fontSize: 40,
            color: '#cbd5e1',
            opacity: subtitle,
            transform: `translateY(${(1 - subtitle) * 20}px)`,
          }}>
          Drawn live in your browser by the Player
        </div>
      </div>
      <div
        style={{
          position: 'absolute',
          left: 64,
          right: 64,
          bottom: 56,
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          fontFamily: MONO,
          fontSize: 26,
          color: '#cbd5e1',
        }}>
        <span>{`frame ${String(frame).padStart(2, '0')}`}</span>
        <div
          style={{
            flex: 1,
            height: 8,
            borderRadius: 4,
            background: 'rgba(255, 255, 255, 0.15)',
            overflow: 'hidden',
          }}>
          <div
            style={{
              width: `${bar * 100}%`,
              height: '100%',
              background: accent,
            }}
          />
        </div>
        <span>{`${width}×${height}`}</span>
      </div>
    </AbsoluteFill>
  );
};

export default GreetingCard;
