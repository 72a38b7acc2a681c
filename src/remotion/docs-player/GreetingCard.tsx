import React from 'react';
import {
  AbsoluteFill,
  interpolate,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {CLAMP} from '../clamp';
import {MONO, SANS} from '../fonts';
import {fadeOutAtEnd, riseStyle, useSpring} from '../motion';
import {ProgressBar} from '../ProgressBar';

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
  const {durationInFrames, width, height} = useVideoConfig();

  const pop = useSpring({config: {damping: 14}});
  const scale = interpolate(pop, [0, 1], [0.7, 1]);
  const subtitle = interpolate(frame, [18, 38], [0, 1], CLAMP);
  const outro = fadeOutAtEnd(frame, durationInFrames, 12);
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
            ...riseStyle(subtitle, 20),
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
        <ProgressBar
          progress={bar}
          color={accent}
          track="rgba(255, 255, 255, 0.15)"
          thickness={8}
          style={{flex: 1}}
        />
        <span>{`${width}×${height}`}</span>
      </div>
    </AbsoluteFill>
  );
};

export default GreetingCard;
