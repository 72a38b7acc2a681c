import {Stage, WordLine} from './parts';

/** Step 4: the words start blurred and transparent and land sharp. */
const ProductReveal = () => {
  return (
    <Stage>
      <WordLine blur />
    </Stage>
  );
};

export default ProductReveal;
