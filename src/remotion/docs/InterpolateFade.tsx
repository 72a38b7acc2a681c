import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import {CLAMP, CLAMP_EASE_OUT} from '../clamp';
import {MONO, SANS} from '../fonts';
import {useFadeOutAtEnd, useSpring} from '../motion';

/**
 * Docs demo: a title that fades and slides in with interpolate(), an
 * underline that grows with spring(), and a read-out of the current values.
 */
const InterpolateFade: React.FC = () => {
  const frame = useCurrentFrame();

  const fadeIn = interpolate(frame, [0, 30], [0, 1], CLAMP);
  const fadeOut = useFadeOutAtEnd(15);
  const opacity = Math.min(fadeIn, fadeOut);
  const translateY = interpolate(frame, [0, 30], [48, 0], CLAMP_EASE_OUT);
  const underline = useSpring({delay: 20, config: {damping: 12}});

  return (
    <AbsoluteFill
      style={{
        background: 'linear-gradient(135deg, #0b1020 0%, #1b2a4a 100%)',
        color: '#ffffff',
        fontFamily: SANS,
        justifyContent: 'center',
        alignItems: 'center',
      }}>
      <div
        style={{
          opacity,
          transform: `translateY(${translateY}px)`,
          textAlign: 'center',
        }}>
        <div style={{fontSize: 96, fontWeight: 800, letterSpacing: -2}}>
          Fade and slide
        </div>
        <div
          style={{
            height: 10,
            marginTop: 16,
            borderRadius: 5,
            background: '#4f8cff',
            transform: `scaleX(${underline})`,
          }}
        />
      </div>
      <div
        style={{
          position: 'absolute',
          bottom: 48,
          left: 64,
          fontSize: 30,
          fontFamily: MONO,
          color: '#c9d6ef',
        }}>
        {`frame ${String(frame).padStart(2, '0')}  opacity ${opacity.toFixed(2)}  spring ${underline.toFixed(2)}`}
      </div>
    </AbsoluteFill>
  );
};

export default InterpolateFade;
