import {AbsoluteFill} from 'remotion';
import {SANS} from '../../fonts';

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
          fontFamily: SANS,
          fontSize: 160,
          fontWeight: 800,
          letterSpacing: '-0.04em',
          color: 'white',
        }}>
        Thin.
      </div>
    </AbsoluteFill>
  );
};

export default ProductReveal;
