import {AbsoluteFill} from 'remotion';

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

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
          fontFamily,
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
