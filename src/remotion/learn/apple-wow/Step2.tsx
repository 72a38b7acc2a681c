import {Stage, WordLine} from './parts';

/** Step 2: the single word springs up from below and fades in. */
const ProductReveal = () => {
  return (
    <Stage>
      <WordLine words={['Thin.']} />
    </Stage>
  );
};

export default ProductReveal;
