import type {ReactNode} from 'react';
import {
  AbsoluteFill,
  interpolate,
  Sequence,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {CLAMP} from '../../clamp';
import {SANS} from '../../fonts';
import {useSpring} from '../../motion';
import {GradientHeadline, WordLine} from './parts';

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
    CLAMP,
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

  const eyebrow = interpolate(frame, [0, 15], [0, 1], CLAMP);
  // A slow, overshoot-free spring stretched to exactly 45 frames.
  const reveal = useSpring({
    delay: 12,
    durationInFrames: 45,
    config: {damping: 200},
  });
  const glow = interpolate(frame, [20, 90], [0, 1], CLAMP);

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
          <WordLine blur />
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
