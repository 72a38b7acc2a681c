import {AbsoluteFill, spring, useCurrentFrame, useVideoConfig} from 'remotion';
import {SANS} from '../../fonts';

const ProductReveal = () => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();

  // Goes from 0 to 1 (with a small overshoot) over roughly 20 frames.
  const progress = spring({
    frame,
    fps,
    delay: 10,
    config: {damping: 14},
  });

  return (
    <AbsoluteFill
      style={{
        backgroundColor: 'black',
        justifyContent: 'center',
        alignItems: 'center',
      }}>
      <div
        style={{
          fontFamily: SANS,
          fontSize: 160,
          fontWeight: 800,
          letterSpacing: '-0.04em',
          color: 'white',
          opacity: progress,
          transform: `translateY(${(1 - progress) * 120}px)`,
        }}>
        Thin.
      </div>
    </AbsoluteFill>
  );
};

export default ProductReveal;
