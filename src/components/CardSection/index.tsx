import React, {type ComponentProps, type ReactNode} from 'react';
import CardGrid, {type CardItem} from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';

type Props = Omit<
  ComponentProps<typeof Section>,
  'column' | 'columns' | 'columnsClassName' | 'children'
> &
  Omit<ComponentProps<typeof CardGrid>, 'items'> & {
    readonly cards: readonly CardItem[];
    /** More content under the cards, such as a note or an example. */
    readonly children?: ReactNode;
  };

/** A page section whose content is a grid of cards, then optional extras. */
export default function CardSection({
  cards,
  variant,
  minWidth,
  children,
  ...section
}: Props): ReactNode {
  return (
    <Section {...section}>
      <CardGrid items={cards} variant={variant} minWidth={minWidth} />
      {children}
    </Section>
  );
}
