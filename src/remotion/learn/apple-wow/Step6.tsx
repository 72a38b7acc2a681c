import type {ReactNode} from 'react';
import {
  AbsoluteFill,
  Easing,
  interpolate,
  Sequence,
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {SANS} from '../../fonts';

const WORDS = ['Thin.', 'Light.', 'Bright.'];
const FIRST_WORD_AT = 10;
const STAGGER = 12;

const SHINE =
  'linear-gradient(90deg, #ffffff 0%, #ffffff 36%, #ffb86b 43%, #ff5c8a 50%, #8f6bff 57%, #ffffff 64%, #ffffff 100%)';

const Word = ({text, delay}: {text: string; delay: number}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const progress = spring({frame, fps, delay, config: {damping: 14}});

  const opacity = interpolate(frame - delay, [0, 8], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const blur = interpolate(progress, [0, 1], [24, 0], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const translateY = interpolate(progress, [0, 1], [120, 0]);

  return (
    <span
      style={{
        display: 'inline-block',
        opacity,
        filter: `blur(${blur}px)`,
        transform: `translateY(${translateY}px)`,
      }}>
      {text}
    </span>
  );
};

const WordLine = () => {
  return (
    <div
      style={{
        display: 'flex',
        gap: 48,
        fontFamily: SANS,
        fontSize: 160,
        fontWeight: 800,
        letterSpacing: '-0.04em',
        color: 'white',
      }}>
      {WORDS.map((word, index) => (
        <Word key={word} text={word} delay={FIRST_WORD_AT + index * STAGGER} />
      ))}
    </div>
  );
};

const GradientHeadline = ({text}: {text: string}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();

  const enter = spring({frame, fps, config: {damping: 200}});
  const sweep = interpolate(frame, [15, 60], [100, 0], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
    easing: Easing.inOut(Easing.cubic),
  });

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
        opacity: enter,
        transform: `translateY(${interpolate(enter, [0, 1], [40, 0])}px)`,
      }}>
      {text}
    </div>
  );
};

// Fades, blurs and slightly shrinks its children during the last frames of
// the surrounding <Sequence>.
const FadeOut = ({
  children,
  frames = 15,
}: {
  children: ReactNode;
  frames?: number;
}) => {
  const frame = useCurrentFrame();
  // Inside a <Sequence>, this is the duration of the sequence.
  const {durationInFrames} = useVideoConfig();
  const exit = interpolate(
    frame,
    [durationInFrames - frames, durationInFrames],
    [0, 1],
    {extrapolateLeft: 'clamp', extrapolateRight: 'clamp'},
  );

  return (
    <AbsoluteFill
      style={{
        justifyContent: 'center',
        alignItems: 'center',
        opacity: 1 - exit,
        filter: `blur(${exit * 16}px)`,
        transform: `scale(${1 - exit * 0.04})`,
      }}>
      {children}
    </AbsoluteFill>
  );
};

const ProductName = ({name}: {name: string}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();

  const eyebrow = interpolate(frame, [0, 15], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  // A slow, overshoot-free spring stretched to exactly 45 frames.
  const reveal = spring({
    frame,
    fps,
    delay: 12,
    durationInFrames: 45,
    config: {damping: 200},
  });
  const glow = interpolate(frame, [20, 90], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });

  return (
    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center'}}>
      <AbsoluteFill
        style={{
          background:
            'radial-gradient(circle at 50% 55%, rgba(143, 107, 255, 0.35) 0%, rgba(0, 0, 0, 0) 45%)',
          opacity: glow,
          transform: `scale(${interpolate(glow, [0, 1], [0.7, 1])})`,
        }}
      />
      <div
        style={{
          fontFamily: SANS,
          fontSize: 48,
          fontWeight: 600,
          color: '#a1a1aa',
          opacity: eyebrow,
        }}>
        Introducing
      </div>
      <div
        style={{
          fontFamily: SANS,
          fontSize: 220,
          fontWeight: 800,
          lineHeight: 1.15,
          letterSpacing: `${interpolate(reveal, [0, 1], [0.08, -0.04])}em`,
          backgroundImage: 'linear-gradient(180deg, #ffffff 35%, #9ca3af 100%)',
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
          WebkitTextFillColor: 'transparent',
          opacity: reveal,
          filter: `blur(${interpolate(reveal, [0, 1], [20, 0])}px)`,
          transform: `scale(${interpolate(reveal, [0, 1], [0.6, 1])})`,
        }}>
        {name}
      </div>
    </AbsoluteFill>
  );
};

const WORDS_DURATION = 100;
const HEADLINE_FROM = 95;
const HEADLINE_DURATION = 85;
const PRODUCT_FROM = 175;

const ProductReveal = () => {
  return (
    <AbsoluteFill style={{backgroundColor: 'black'}}>
      <Sequence durationInFrames={WORDS_DURATION} name="Words">
        <FadeOut>
          <WordLine />
        </FadeOut>
      </Sequence>
      <Sequence
        from={HEADLINE_FROM}
        durationInFrames={HEADLINE_DURATION}
        name="Headline">
        <FadeOut>
          <GradientHeadline text="All-day brilliance." />
        </FadeOut>
      </Sequence>
      <Sequence from={PRODUCT_FROM} name="Product name">
        <ProductName name="Lumera One" />
      </Sequence>
    </AbsoluteFill>
  );
};

export default ProductReveal;
