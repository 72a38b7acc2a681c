import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {SANS} from '../fonts';
import {riseStyle, useFadeOutAtEnd, useSpring} from '../motion';
import {SpringWords} from './SpringWord';

export type WebAppDemoProps = {
  /** The text a user would type into the app's form. */
  readonly title?: string;
  /** Label of the app framework, shown in the badge. */
  readonly framework?: string;
  readonly accent?: string;
};

const RING_COUNT = 4;

/**
 * Rings in the accent colour that grow from the centre and fade out, each
 * 30 frames after the one before, again every 120 frames.
 */
const Rings: React.FC<{readonly accent: string}> = ({accent}) => {
  const frame = useCurrentFrame();
  return (
    <>
      {new Array(RING_COUNT).fill(true).map((_, index) => {
        const cycle = ((frame + index * 30) % 120) / 120;
        const size = 200 + cycle * 1100;
        return (
          <div
            key={index}
            style={{
              position: 'absolute',
              width: size,
              height: size,
              borderRadius: size / 2,
              border: `6px solid ${accent}`,
              opacity: (1 - cycle) * 0.25,
            }}
          />
        );
      })}
    </>
  );
};

/**
 * The kind of video a web app starter generates: a title from the app's
 * form animates in over pulsing rings. In the app, the same component plays
 * in the Player and renders in the cloud.
 */
const WebAppDemo: React.FC<WebAppDemoProps> = ({
  title = 'Your text, rendered as a video',
  framework = 'Web app',
  accent = '#0b6bcb',
}) => {
  const badge = useSpring({delay: 5, config: {damping: 200}});
  const fadeOut = useFadeOutAtEnd(15);

  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#ffffff',
        fontFamily: SANS,
        justifyContent: 'center',
        alignItems: 'center',
        overflow: 'hidden',
        opacity: fadeOut,
      }}>
      <Rings accent={accent} />
      <div
        style={{
          padding: '10px 24px',
          borderRadius: 999,
          backgroundColor: accent,
          color: '#ffffff',
          fontSize: 26,
          fontWeight: 700,
          ...riseStyle(badge, -30),
        }}>
        {framework}
      </div>
      <div
        style={{
          marginTop: 36,
          maxWidth: 1040,
          textAlign: 'center',
          fontSize: 80,
          fontWeight: 800,
          lineHeight: 1.15,
          color: '#0f172a',
          letterSpacing: -1,
        }}>
        <SpringWords
          text={title}
          delay={15}
          stagger={4}
          rise={40}
          gap={20}
          grow
        />
      </div>
    </AbsoluteFill>
  );
};

export default WebAppDemo;
