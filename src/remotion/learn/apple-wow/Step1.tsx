import {Stage, WORD_TYPE} from './parts';

/** Step 1: the word on its black stage, not animated yet. */
const ProductReveal = () => {
  return (
    <Stage>
      <div style={WORD_TYPE}>Thin.</div>
    </Stage>
  );
};

export default ProductReveal;
