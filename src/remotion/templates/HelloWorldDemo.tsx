import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import {MONO, SANS} from '../fonts';
import {CLAMP} from '../clamp';
import {useFadeOutAtEnd, useSpring} from '../motion';
import {SpringWords} from './SpringWord';

export type HelloWorldDemoProps = {
  readonly title?: string;
  readonly subtitle?: string;
  readonly accent?: string;
  readonly secondary?: string;
};

const RINGS = [0, 1, 2] as const;

/**
 * One arc of the mark, `ring` 0 the outermost: it sweeps in on a spring, 6
 * frames after the arc outside it, then keeps turning, neighbouring arcs in
 * opposite directions.
 */
const Arc: React.FC<{
  readonly ring: number;
  readonly color: string;
}> = ({ring, color}) => {
  const frame = useCurrentFrame();
  const drawn = useSpring({
    delay: ring * 6,
    config: {damping: 200},
    durationInFrames: 40,
  });
  const radius = 150 - ring * 42;
  const circumference = 2 * Math.PI * radius;
  const rotation = frame * (ring % 2 === 0 ? 1.2 : -1.6) + ring * 40;

  return (
    <circle
      cx={180}
      cy={180}
      r={radius}
      fill="none"
      stroke={color}
      strokeWidth={22}
      strokeLinecap="round"
      strokeDasharray={`${circumference * 0.7 * drawn} ${circumference}`}
      transform={`rotate(${rotation} 180 180)`}
      opacity={1 - ring * 0.2}
    />
  );
};

/** Three arcs that sweep in, one after the other, then keep turning. */
const Mark: React.FC<{
  readonly accent: string;
  readonly secondary: string;
}> = ({accent, secondary}) => {
  const dot = useSpring({delay: 20, config: {damping: 12}});

  return (
    <svg width={360} height={360} viewBox="0 0 360 360" aria-hidden>
      {RINGS.map((ring) => (
        <Arc key={ring} ring={ring} color={ring === 1 ? secondary : accent} />
      ))}
      <circle cx={180} cy={180} r={24 * dot} fill={accent} />
    </svg>
  );
};

/**
 * A starter-style intro: an animated mark, then a title that springs in
 * word by word and a subtitle that fades in below it.
 */
const HelloWorldDemo: React.FC<HelloWorldDemoProps> = ({
  title = 'Welcome to your first video',
  subtitle = 'Every frame is a React render',
  accent = '#0b84f3',
  secondary = '#6d28d9',
}) => {
  const frame = useCurrentFrame();

  const lift = useSpring({delay: 30, config: {damping: 200}});
  const markScale = interpolate(lift, [0, 1], [1, 0.62]);
  const markY = interpolate(lift, [0, 1], [0, -190]);
  const subtitleOpacity = interpolate(frame, [75, 95], [0, 1], CLAMP);
  const fadeOut = useFadeOutAtEnd(15);

  return (
    <AbsoluteFill style={{backgroundColor: '#ffffff', opacity: fadeOut}}>
      <AbsoluteFill
        style={{
          justifyContent: 'center',
          alignItems: 'center',
          transform: `translateY(${markY}px) scale(${markScale})`,
        }}>
        <Mark accent={accent} secondary={secondary} />
      </AbsoluteFill>
      <AbsoluteFill
        style={{
          justifyContent: 'center',
          alignItems: 'center',
          top: 150,
          fontFamily: SANS,
        }}>
        <h1
          style={{
            margin: 0,
            fontSize: 110,
            fontWeight: 800,
            color: '#111827',
            textAlign: 'center',
            letterSpacing: -2,
          }}>
          <SpringWords
            text={title}
            delay={40}
            stagger={5}
            rise={60}
            gap={28}
            lastWordColor={accent}
          />
        </h1>
        <p
          style={{
            marginTop: 36,
            fontSize: 40,
            color: '#4b5563',
            opacity: subtitleOpacity,
            fontFamily: MONO,
          }}>
          {subtitle}
        </p>
      </AbsoluteFill>
    </AbsoluteFill>
  );
};

export default HelloWorldDemo;
