import {
  AbsoluteFill,
  Easing,
  interpolate,
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';
import {SANS} from '../../fonts';

// White on both ends, a warm-to-violet band in the middle.
const SHINE =
  'linear-gradient(90deg, #ffffff 0%, #ffffff 36%, #ffb86b 43%, #ff5c8a 50%, #8f6bff 57%, #ffffff 64%, #ffffff 100%)';

const GradientHeadline = ({text}: {text: string}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();

  const enter = spring({frame, fps, config: {damping: 200}});
  // 100% shows the white right end of the gradient, 0% the white left end.
  // Everything in between slides the coloured band from left to right.
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

const ProductReveal = () => {
  return (
    <AbsoluteFill
      style={{
        backgroundColor: 'black',
        justifyContent: 'center',
        alignItems: 'center',
      }}>
      <GradientHeadline text="All-day brilliance." />
    </AbsoluteFill>
  );
};

export default ProductReveal;
