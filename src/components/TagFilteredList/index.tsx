import React, {useMemo, type ReactNode} from 'react';
import FilterChips, {
  countTags,
  filterByTags,
} from '@site/src/components/FilterChips';
import {useTagsQuery} from '@site/src/components/FilterChips/useTagsQuery';
import FilteredList from '@site/src/components/FilteredList';
import type {TagFilter} from '@site/src/components/Listing/tagFilter';

type Props<Item, Tag extends string> = {
  readonly items: readonly Item[];
  readonly filter: TagFilter<Item, Tag>;
  readonly listClassName?: string;
  readonly children: (item: Item) => ReactNode;
};

/**
 * A list page's tag filter and its list: chips for the tags the items use
 * (with counts, in the order of the labels), the selection kept in the URL,
 * and the items that carry every selected tag; the wording follows from the
 * filter's names. Shared by the experts, templates and showcase pages.
 */
export default function TagFilteredList<Item, Tag extends string>({
  items,
  filter,
  listClassName,
  children,
}: Props<Item, Tag>): ReactNode {
  const {noun, labels, tagsOf} = filter;
  const order = useMemo(() => Object.keys(labels) as Tag[], [labels]);
  const [selected, setSelected] = useTagsQuery(filter.tag, order);
  const options = countTags(items, tagsOf, order).map(({tag, count}) => ({
    value: tag,
    label: labels[tag],
    count,
  }));
  return (
    <>
      <FilterChips
        label={`Filter by ${filter.tag}`}
        options={options}
        selected={selected}
        onChange={setSelected}
      />
      <FilteredList
        total={items.length}
        visible={filterByTags(items, selected, tagsOf)}
        noun={`${noun}s`}
        emptyMessage={`No ${noun} has all of the selected ${filter.tag}s.`}
        onClear={() => setSelected([])}
        listClassName={listClassName}>
        {children}
      </FilteredList>
    </>
  );
}
