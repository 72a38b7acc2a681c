import React from 'react';
import {
  AbsoluteFill,
  Easing,
  interpolate,
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {MONO, SANS} from '../fonts';

const COLORS = [
  '#38bdf8',
  '#a78bfa',
  '#f472b6',
  '#fb923c',
  '#facc15',
  '#4ade80',
];

/**
 * The /player/ page demo. Everything on screen is computed from the current
 * frame, which is what makes seeking with the Player's controls instant.
 */
const FrameClock: React.FC = () => {
  const frame = useCurrentFrame();
  const {fps, durationInFrames, width} = useVideoConfig();

  const travel = interpolate(frame, [0, durationInFrames - 1], [0, 1], {
    easing: Easing.inOut(Easing.cubic),
  });
  const ballX = 140 + travel * (width - 280);
  // Bounces: the height follows a rectified sine wave.
  const bounce = Math.abs(Math.sin((frame / fps) * Math.PI * 1.5));
  const ballY = 480 - bounce * 130;

  const seconds = (frame / fps).toFixed(2);

  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#0f172a',
        backgroundImage:
          'linear-gradient(160deg, #0f172a 0%, #1e293b 60%, #0f172a 100%)',
        fontFamily: SANS,
        color: '#f8fafc',
      }}>
      <div
        style={{
          position: 'absolute',
          top: 50,
          left: 0,
          right: 0,
          textAlign: 'center',
        }}>
        <div style={{fontSize: 34, fontWeight: 600, color: '#cbd5e1'}}>
          Every pixel is a function of the frame number
        </div>
        <div
          style={{
            marginTop: 18,
            fontFamily: MONO,
            fontSize: 96,
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
          }}>
          frame {String(frame).padStart(3, '0')}
        </div>
        <div
          style={{
            fontFamily: MONO,
            fontSize: 30,
            color: '#94a3b8',
            fontVariantNumeric: 'tabular-nums',
          }}>
          {seconds}s of {(durationInFrames / fps).toFixed(2)}s
        </div>
      </div>

      <div
        style={{
          position: 'absolute',
          left: 120,
          right: 120,
          top: 530,
          height: 4,
          borderRadius: 2,
          backgroundColor: '#334155',
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: ballX - 40,
          top: ballY - 40,
          width: 80,
          height: 80,
          borderRadius: 40,
          backgroundImage:
            'radial-gradient(circle at 35% 35%, #7dd3fc, #0284c7)',
          boxShadow: '0 12px 30px rgba(2, 132, 199, 0.5)',
        }}
      />

      <div
        style={{
          position: 'absolute',
          bottom: 60,
          left: 0,
          right: 0,
          display: 'flex',
          justifyContent: 'center',
          gap: 36,
        }}>
        {COLORS.map((color, i) => {
          const pop = spring({
            frame,
            fps,
            delay: 10 + i * 6,
            config: {damping: 12},
          });
          const turn = interpolate(frame, [0, durationInFrames], [0, 360]);
          return (
            <div
              key={color}
              style={{
                width: 56,
                height: 56,
                borderRadius: 14,
                backgroundColor: color,
                transform: `scale(${pop}) rotate(${turn + i * 15}deg)`,
              }}
            />
          );
        })}
      </div>
    </AbsoluteFill>
  );
};

export default FrameClock;
