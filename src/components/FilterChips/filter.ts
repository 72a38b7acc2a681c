/**
 * Pure helpers behind the tag filters of the list pages (experts, templates,
 * showcase). Kept free of React so they can be unit-tested.
 */

/** Items that carry ALL selected tags. An empty selection keeps every item. */
export function filterByTags<Item, Tag extends string>(
  items: readonly Item[],
  selected: readonly Tag[],
  getTags: (item: Item) => readonly Tag[],
): readonly Item[] {
  if (selected.length === 0) {
    return items;
  }
  return items.filter((item) => {
    const tags = getTags(item);
    return selected.every((tag) => tags.includes(tag));
  });
}

/** Adds the tag if absent, removes it if present. Keeps the original order. */
export function toggleTag<Tag extends string>(
  selected: readonly Tag[],
  tag: Tag,
): readonly Tag[] {
  return selected.includes(tag)
    ? selected.filter((value) => value !== tag)
    : [...selected, tag];
}

/**
 * The tags used by at least one item, with how many items use each,
 * in the order given by `order` (tags not in `order` are dropped).
 */
export function countTags<Item, Tag extends string>(
  items: readonly Item[],
  getTags: (item: Item) => readonly Tag[],
  order: readonly Tag[],
): readonly {readonly tag: Tag; readonly count: number}[] {
  const counts = new Map<Tag, number>();
  for (const item of items) {
    for (const tag of new Set(getTags(item))) {
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  return order
    .filter((tag) => counts.has(tag))
    .map((tag) => ({tag, count: counts.get(tag) ?? 0}));
}

/**
 * Reads the selected tags from a query string such as `?skill=lambda` or
 * `?skill=lambda,player` (repeated parameters work too). Unknown values are
 * ignored and duplicates removed, so a hand-edited URL cannot break the page.
 */
export function parseTagsParam<Tag extends string>(
  search: string,
  param: string,
  allowed: readonly Tag[],
): readonly Tag[] {
  const values = new URLSearchParams(search)
    .getAll(param)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());
  const result: Tag[] = [];
  for (const value of values) {
    const tag = allowed.find((candidate) => candidate === value);
    if (tag !== undefined && !result.includes(tag)) {
      result.push(tag);
    }
  }
  return result;
}

/**
 * Returns `search` with `param` set to the comma-separated tags (or removed
 * when there are none), keeping every other parameter. The result starts
 * with `?`, or is empty when no parameter is left.
 */
export function withTagsParam(
  search: string,
  param: string,
  tags: readonly string[],
): string {
  const params = new URLSearchParams(search);
  params.delete(param);
  if (tags.length > 0) {
    params.set(param, tags.join(','));
  }
  const serialised = params.toString().replaceAll('%2C', ',');
  return serialised === '' ? '' : `?${serialised}`;
}
