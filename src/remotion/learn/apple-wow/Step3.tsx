import {AbsoluteFill, spring, useCurrentFrame, useVideoConfig} from 'remotion';
import {SANS} from '../../fonts';

const WORDS = ['Thin.', 'Light.', 'Bright.'];
const FIRST_WORD_AT = 10;
const STAGGER = 12;

const Word = ({text, delay}: {text: string; delay: number}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const progress = spring({frame, fps, delay, config: {damping: 14}});

  return (
    <span
      style={{
        display: 'inline-block',
        opacity: progress,
        transform: `translateY(${(1 - progress) * 120}px)`,
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
