import React, {type ReactNode} from 'react';
import CardSection from '@site/src/components/CardSection';
import capabilities from './capabilities.json';

/** The main parts of the toolkit, each with a link to learn more. */
export default function Capabilities(): ReactNode {
  return (
    <CardSection
      id="capabilities"
      alt
      title="One toolkit, from first frame to final file"
      intro="Start with a composition and a preview. Add the pieces you need as your project grows."
      cards={capabilities}
    />
  );
}
