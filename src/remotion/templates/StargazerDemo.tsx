import React from 'react';
import {
  AbsoluteFill,
  interpolate,
  random,
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {CLAMP_EASE_OUT} from '../clamp';
import {SANS} from '../fonts';

export type StargazerDemoProps = {
  readonly repository?: string;
  readonly stars?: number;
};

const COLUMNS = 16;
const ROWS = 5;
const AVATAR = 40;
const GAP = 10;
const LETTERS = 'ABCDEFGHIJKLMNOPRSTUVWYZ';

/**
 * A star milestone celebration: stargazers appear as coloured avatars while
 * the counter climbs to the milestone.
 */
const StargazerDemo: React.FC<StargazerDemoProps> = ({
  repository = 'your-org/your-repo',
  stars = 1000,
}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const total = COLUMNS * ROWS;

  const count = Math.round(
    interpolate(frame, [10, 130], [0, stars], CLAMP_EASE_OUT),
  );
  const done = spring({frame, fps, delay: 135, config: {damping: 12}});

  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#0d1117',
        color: '#f0f6fc',
        fontFamily: SANS,
        alignItems: 'center',
        paddingTop: 40,
        boxSizing: 'border-box',
      }}>
      <div style={{fontSize: 26, color: '#8b949e'}}>{repository}</div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          marginTop: 8,
          fontSize: 72,
          fontWeight: 800,
          fontVariantNumeric: 'tabular-nums',
        }}>
        <svg width={64} height={64} viewBox="0 0 24 24" aria-hidden>
          <path
            d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6-4.9-4.6 6.6-.8z"
            fill="#e3b341"
            transform={`rotate(${frame * 2} 12 12)`}
          />
        </svg>
        {count.toLocaleString('en-US')}
      </div>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${COLUMNS}, ${AVATAR}px)`,
          gap: GAP,
          marginTop: 28,
        }}>
        {new Array(total).fill(true).map((_, index) => {
          const appear = spring({
            frame,
            fps,
            delay: 8 + Math.floor(random(`delay-${index}`) * 110),
            config: {damping: 14, mass: 0.6},
          });
          const hue = Math.floor(random(`hue-${index}`) * 360);
          const letter =
            LETTERS[Math.floor(random(`letter-${index}`) * LETTERS.length)];
          return (
            <div
              key={index}
              style={{
                width: AVATAR,
                height: AVATAR,
                borderRadius: AVATAR / 2,
                background: `linear-gradient(135deg, hsl(${hue}, 65%, 42%), hsl(${
                  (hue + 40) % 360
                }, 70%, 30%))`,
                color: '#ffffff',
                fontSize: 20,
                fontWeight: 700,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                transform: `scale(${appear})`,
              }}>
              {letter}
            </div>
          );
        })}
      </div>
      <div
        style={{
          marginTop: 26,
          fontSize: 34,
          fontWeight: 700,
          color: '#e3b341',
          opacity: done,
          transform: `scale(${0.8 + done * 0.2})`,
        }}>
        Thank you, stargazers!
      </div>
    </AbsoluteFill>
  );
};

export default StargazerDemo;
