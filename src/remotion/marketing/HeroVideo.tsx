import React from 'react';
import {
  AbsoluteFill,
  interpolate,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {CLAMP} from '../clamp';
import {SANS} from '../fonts';
import {riseStyle, usePlaybackProgress, useSpring} from '../motion';

export type HeroVideoProps = {
  /** Headline typed by the visitor. */
  readonly title: string;
  /** Accent colour as a CSS colour string, for example `#0b6bcb`. */
  readonly color: string;
};

const FALLBACK_TITLE = 'Untitled video';

const Orbit: React.FC<{
  readonly color: string;
  readonly index: number;
}> = ({color, index}) => {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();
  // One full turn per loop, so the first and last frame line up.
  const angle = (frame / durationInFrames) * Math.PI * 2 + index * 2.1;
  const radius = 250 + index * 70;
  const size = 34 - index * 8;
  return (
    <div
      style={{
        position: 'absolute',
        left: 640 + Math.cos(angle) * radius - size / 2,
        top: 360 + Math.sin(angle) * radius * 0.45 - size / 2,
        width: size,
        height: size,
        borderRadius: size / 2,
        backgroundColor: color,
        opacity: 0.85 - index * 0.2,
        boxShadow: `0 0 ${size}px ${color}`,
      }}
    />
  );
};

/** One word of the title: it rises, grows and fades in on a spring. */
const Word: React.FC<{readonly word: string; readonly delay: number}> = ({
  word,
  delay,
}) => {
  const enter = useSpring({delay, config: {damping: 14, mass: 0.6}});
  return (
    <span
      style={{
        display: 'inline-block',
        opacity: Math.min(1, enter * 1.5),
        transform: `translateY(${(1 - enter) * 60}px) scale(${0.8 + enter * 0.2})`,
      }}>
      {word}
    </span>
  );
};

/**
 * The home page hero video: the visitor's title springs in word by word over
 * a background tinted with the chosen accent colour.
 */
const HeroVideo: React.FC<HeroVideoProps> = ({title, color}) => {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();

  const text = title.trim() === '' ? FALLBACK_TITLE : title.trim();
  const words = text.split(/\s+/);
  const fontSize = text.length > 26 ? 68 : text.length > 14 ? 88 : 112;

  // Fade in at the start and out at the end so the loop is seamless.
  const fade = interpolate(
    frame,
    [0, 10, durationInFrames - 12, durationInFrames],
    [0, 1, 1, 0],
    CLAMP,
  );

  const underline = useSpring({
    delay: 12 + words.length * 4,
    config: {damping: 200},
  });

  const caption = interpolate(frame, [30, 45], [0, 1], CLAMP);

  const progress = usePlaybackProgress();

  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#0b1120',
        backgroundImage: `radial-gradient(circle at 50% 40%, ${color} 0%, rgba(11, 17, 32, 0) 65%)`,
        fontFamily: SANS,
        overflow: 'hidden',
      }}>
      <AbsoluteFill style={{opacity: fade}}>
        {[0, 1, 2].map((index) => (
          <Orbit key={index} color={color} index={index} />
        ))}
        <AbsoluteFill
          style={{
            justifyContent: 'center',
            alignItems: 'center',
            padding: 80,
            textAlign: 'center',
          }}>
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              columnGap: fontSize * 0.28,
              maxWidth: 1040,
              color: '#ffffff',
              fontSize,
              fontWeight: 800,
              lineHeight: 1.1,
              letterSpacing: -1,
              textShadow: '0 6px 30px rgba(0, 0, 0, 0.45)',
            }}>
            {words.map((word, i) => (
              <Word
                // Words can repeat, so the index is part of the key.
                key={`${word}-${i}`}
                word={word}
                delay={6 + i * 4}
              />
            ))}
          </div>
          <div
            style={{
              marginTop: 28,
              height: 10,
              width: 320 * underline,
              borderRadius: 5,
              backgroundColor: '#ffffff',
            }}
          />
          <div
            style={{
              marginTop: 36,
              padding: '12px 28px',
              borderRadius: 999,
              backgroundColor: 'rgba(255, 255, 255, 0.14)',
              border: '2px solid rgba(255, 255, 255, 0.35)',
              color: '#ffffff',
              fontSize: 30,
              fontWeight: 600,
              ...riseStyle(caption, 20),
            }}>
            Rendered from a React component
          </div>
        </AbsoluteFill>
      </AbsoluteFill>
      <div
        style={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          height: 8,
          width: `${progress * 100}%`,
          backgroundColor: color,
        }}
      />
    </AbsoluteFill>
  );
};

export default HeroVideo;
