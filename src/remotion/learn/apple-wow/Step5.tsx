import {GradientHeadline, Stage} from './parts';

/** Step 5: a headline with a coloured shine sweeping across it. */
const ProductReveal = () => {
  return (
    <Stage>
      <GradientHeadline text="All-day brilliance." />
    </Stage>
  );
};

export default ProductReveal;
