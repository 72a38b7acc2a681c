/**
 * The pieces the steps of the product reveal tutorial build on. Each step
 * adds a little to the previous one, so the step files compose these parts;
 * the code readers copy lives in the article itself.
 */
import type {CSSProperties, ReactNode} from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import {CLAMP, CLAMP_EASE_IN_OUT} from '../../clamp';
import {SANS} from '../../fonts';
import {riseStyle, useSpring} from '../../motion';

/** The bold white type of the words "Thin. Light. Bright.". */
export const WORD_TYPE: CSSProperties = {
  fontFamily: SANS,
  fontSize: 160,
  fontWeight: 800,
  letterSpacing: '-0.04em',
  color: 'white',
};

/** The black frame with its content centred, the backdrop of every step. */
export const Stage = ({children}: {children: ReactNode}) => {
  return (
    <AbsoluteFill
      style={{
        backgroundColor: 'black',
        justifyContent: 'center',
        alignItems: 'center',
      }}>
      {children}
    </AbsoluteFill>
  );
};

/**
 * Style of a word that also starts blurred: fully visible after 8 frames,
 * long before the spring has settled, and sharp once it lands.
 */
const blurRiseStyle = (
  progress: number,
  framesSinceStart: number,
): CSSProperties => {
  const blur = interpolate(progress, [0, 1], [24, 0], CLAMP);
  const translateY = interpolate(progress, [0, 1], [120, 0]);
  return {
    opacity: interpolate(framesSinceStart, [0, 8], [0, 1], CLAMP),
    filter: `blur(${blur}px)`,
    transform: `translateY(${translateY}px)`,
  };
};

/** One word entering on a spring; `blur` adds the blurred entrance. */
export const Word = ({
  text,
  delay,
  blur,
}: {
  text: string;
  delay: number;
  blur: boolean;
}) => {
  const frame = useCurrentFrame();
  const progress = useSpring({delay, config: {damping: 14}});

  return (
    <span
      style={{
        display: 'inline-block',
        ...(blur
          ? blurRiseStyle(progress, frame - delay)
          : riseStyle(progress, 120)),
      }}>
      {text}
    </span>
  );
};

const FIRST_WORD_AT = 10;
const STAGGER = 12;

/** The words side by side, each entering 12 frames after the previous one. */
export const WordLine = ({
  words = ['Thin.', 'Light.', 'Bright.'],
  blur = false,
}: {
  words?: readonly string[];
  blur?: boolean;
}) => {
  return (
    <div style={{display: 'flex', gap: 48, ...WORD_TYPE}}>
      {words.map((word, index) => (
        <Word
          key={word}
          text={word}
          delay={FIRST_WORD_AT + index * STAGGER}
          blur={blur}
        />
      ))}
    </div>
  );
};

// White on both ends, a warm-to-violet band in the middle.
const SHINE =
  'linear-gradient(90deg, #ffffff 0%, #ffffff 36%, #ffb86b 43%, #ff5c8a 50%, #8f6bff 57%, #ffffff 64%, #ffffff 100%)';

/** A headline that fades in while a coloured shine sweeps across it. */
export const GradientHeadline = ({text}: {text: string}) => {
  const frame = useCurrentFrame();

  const enter = useSpring({config: {damping: 200}});
  // 100% shows the white right end of the gradient, 0% the white left end.
  // Everything in between slides the coloured band from left to right.
  const sweep = interpolate(frame, [15, 60], [100, 0], CLAMP_EASE_IN_OUT);

  return (
    <div
      style={{
        fontFamily: SANS,
        fontSize: 150,
        fontWeight: 800,
        letterSpacing: '-0.04em',
        lineHeight: 1.2,
        backgroundImage: SHINE,
        backgroundSize: '300% 100%',
        backgroundPosition: `${sweep}% 0%`,
        backgroundClip: 'text',
        WebkitBackgroundClip: 'text',
        color: 'transparent',
        WebkitTextFillColor: 'transparent',
        ...riseStyle(enter, 40),
      }}>
      {text}
    </div>
  );
};
