import React from 'react';
import {AbsoluteFill, useCurrentFrame, useVideoConfig} from 'remotion';
import {MONO} from '../fonts';

/**
 * What the blank starter renders: an empty canvas. A faint grid and the
 * frame counter show that the composition is there and running.
 */
const BlankDemo: React.FC = () => {
  const frame = useCurrentFrame();
  const {width, height, fps, durationInFrames} = useVideoConfig();

  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#ffffff',
        backgroundImage:
          'linear-gradient(#eef1f5 2px, transparent 2px), linear-gradient(90deg, #eef1f5 2px, transparent 2px)',
        backgroundSize: '120px 120px',
        backgroundPosition: 'center center',
      }}>
      <div
        style={{
          position: 'absolute',
          right: 48,
          bottom: 40,
          fontFamily: MONO,
          fontSize: 30,
          color: '#5b6472',
          backgroundColor: 'rgba(255, 255, 255, 0.9)',
          padding: '10px 18px',
          borderRadius: 10,
          border: '2px solid #e2e6ec',
        }}>
        {width}×{height} · {fps} fps · frame {frame} / {durationInFrames - 1}
      </div>
    </AbsoluteFill>
  );
};

export default BlankDemo;
