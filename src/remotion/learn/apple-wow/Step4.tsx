import {
  AbsoluteFill,
  interpolate,
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {SANS} from '../../fonts';

const WORDS = ['Thin.', 'Light.', 'Bright.'];
const FIRST_WORD_AT = 10;
const STAGGER = 12;

const Word = ({text, delay}: {text: string; delay: number}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const progress = spring({frame, fps, delay, config: {damping: 14}});

  // Fully visible after 8 frames, long before the spring has settled.
  const opacity = interpolate(frame - delay, [0, 8], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  // 24px of blur at the start, perfectly sharp once the word lands.
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

const ProductReveal = () => {
  return (
    <AbsoluteFill
      style={{
        backgroundColor: 'black',
        justifyContent: 'center',
        alignItems: 'center',
      }}>
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
          <Word
            key={word}
            text={word}
            delay={FIRST_WORD_AT + index * STAGGER}
          />
        ))}
      </div>
    </AbsoluteFill>
  );
};

export default ProductReveal;
