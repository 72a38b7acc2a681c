import React, {useMemo, type ReactNode} from 'react';
import FilterChips, {
  countTags,
  filterByTags,
} from '@site/src/components/FilterChips';
import {useTagsQuery} from '@site/src/components/FilterChips/useTagsQuery';
import FilteredList from '@site/src/components/FilteredList';

type Props<Item, Tag extends string> = {
  readonly items: readonly Item[];
  readonly tagsOf: (item: Item) => readonly Tag[];
  /** The tag set's labels; its key order is the order of the chips. */
  readonly labels: Readonly<Record<Tag, string>>;
  /** The query parameter that holds the selection (`?skill=lambda`). */
  readonly param: string;
  /** Visible label of the chip group: "Filter by tag". */
  readonly filterLabel: string;
  /** Plural noun of the count line: "Showing 3 of 21 templates". */
  readonly noun: string;
  readonly emptyMessage: string;
  readonly listClassName?: string;
  readonly children: (item: Item) => ReactNode;
};

/**
 * A list page's tag filter and its list: chips for the tags the items use
 * (with counts, in the tag set's order), the selection kept in the URL, and
 * the items that carry every selected tag. Shared by the experts,
 * templates and showcase pages.
 */
export default function TagFilteredList<Item, Tag extends string>({
  items,
  tagsOf,
  labels,
  param,
  filterLabel,
  noun,
  emptyMessage,
  listClassName,
  children,
}: Props<Item, Tag>): ReactNode {
  const order = useMemo(() => Object.keys(labels) as Tag[], [labels]);
  const [selected, setSelected] = useTagsQuery(param, order);
  const options = countTags(items, tagsOf, order).map(({tag, count}) => ({
    value: tag,
    label: labels[tag],
    count,
  }));
  return (
    <>
      <FilterChips
        label={filterLabel}
        options={options}
        selected={selected}
        onChange={setSelected}
      />
      <FilteredList
        total={items.length}
        visible={filterByTags(items, selected, tagsOf)}
        noun={noun}
        emptyMessage={emptyMessage}
        onClear={() => setSelected([])}
        listClassName={listClassName}>
        {children}
      </FilteredList>
    </>
  );
}
