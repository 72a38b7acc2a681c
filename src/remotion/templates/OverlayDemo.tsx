import React from 'react';
import {
  AbsoluteFill,
  interpolate,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {CLAMP} from '../clamp';
import {SANS} from '../fonts';
import {useSpring} from '../motion';

export type OverlayDemoProps = {
  readonly name?: string;
  readonly role?: string;
  readonly accent?: string;
  /**
   * Draws a checkerboard where the overlay is transparent. A real overlay
   * leaves the background empty so it can be layered in an editor.
   */
  readonly checkerboard?: boolean;
};

const CHECKERBOARD: React.CSSProperties = {
  backgroundColor: '#ffffff',
  backgroundImage:
    'linear-gradient(45deg, #d9dde3 25%, transparent 25%), linear-gradient(-45deg, #d9dde3 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #d9dde3 75%), linear-gradient(-45deg, transparent 75%, #d9dde3 75%)',
  backgroundSize: '40px 40px',
  backgroundPosition: '0 0, 0 20px, 20px -20px, -20px 0',
};

/** A lower third that slides in, holds and slides out again. */
const OverlayDemo: React.FC<OverlayDemoProps> = ({
  name = 'Sample Speaker',
  role = 'Host · The Render Queue',
  accent = '#e11d48',
  checkerboard = true,
}) => {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();

  const enter = useSpring({delay: 10, config: {damping: 200}});
  const exit = useSpring({
    delay: durationInFrames - 30,
    config: {damping: 200},
  });
  const slide = enter - exit;
  const textIn = useSpring({delay: 20, config: {damping: 200}});
  const roleOpacity = interpolate(frame, [28, 40], [0, 1], CLAMP);

  return (
    <AbsoluteFill style={checkerboard ? CHECKERBOARD : undefined}>
      <div
        style={{
          position: 'absolute',
          left: 80,
          bottom: 90,
          display: 'flex',
          alignItems: 'stretch',
          fontFamily: SANS,
          transform: `translateX(${(slide - 1) * 700}px)`,
          opacity: Math.min(1, slide * 3),
        }}>
        <div style={{width: 14, backgroundColor: accent, borderRadius: 4}} />
        <div
          style={{
            backgroundColor: '#111827',
            color: '#ffffff',
            padding: '20px 36px 22px 28px',
            borderRadius: '0 8px 8px 0',
            overflow: 'hidden',
          }}>
          <div
            style={{
              fontSize: 46,
              fontWeight: 800,
              transform: `translateY(${(1 - textIn) * 50}px)`,
            }}>
            {name}
          </div>
          <div
            style={{
              fontSize: 28,
              marginTop: 4,
              color: '#d1d5db',
              opacity: roleOpacity,
            }}>
            {role}
          </div>
        </div>
      </div>
    </AbsoluteFill>
  );
};

export default OverlayDemo;
