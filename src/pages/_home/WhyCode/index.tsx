import React, {type ReactNode} from 'react';
import CardSection from '@site/src/components/CardSection';
import reasons from './reasons.json';

/** "Why write video as code?": four short reasons. */
export default function WhyCode(): ReactNode {
  return (
    <CardSection
      id="why-code"
      title="Why write videos as code?"
      intro="A timeline editor is great for one video. Code is better when you need many, when they depend on data, or when they have to be produced without a person at the controls."
      cards={reasons}
      variant="numbered"
      minWidth="14rem"
    />
  );
}
