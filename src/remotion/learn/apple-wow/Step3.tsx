import {Stage, WordLine} from './parts';

/** Step 3: three words spring in one after another. */
const ProductReveal = () => {
  return (
    <Stage>
      <WordLine />
    </Stage>
  );
};

export default ProductReveal;
