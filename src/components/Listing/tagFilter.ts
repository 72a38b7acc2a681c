import {withTagsParam} from '@site/src/components/FilterChips/filter';

/**
 * How a list page filters its entries by one kind of tag (template tags,
 * expert skills), with the words its messages use. `tag` is also the query
 * parameter (`?skill=lambda`); the wording follows from `noun` and `tag`:
 * "Filter by skill", "Showing 3 of 21 profiles.", "No profile has all of the
 * selected skills.", and "Skills" for a list of an entry's tags.
 */
export type TagFilter<Item, Tag extends string> = {
  /** What one entry is called: `profile`. */
  readonly noun: string;
  /** What one tag is called: `skill`. */
  readonly tag: string;
  /** The tags' labels; their key order is the order of the chips. */
  readonly labels: Readonly<Record<Tag, string>>;
  readonly tagsOf: (item: Item) => readonly Tag[];
};

/** The address of a list page filtered by one tag: `/experts/?skill=lambda`. */
export function tagFilterPath<Tag extends string>(
  listPath: string,
  filter: TagFilter<never, Tag>,
  tag: Tag,
): string {
  return `${listPath}${withTagsParam('', filter.tag, [tag])}`;
}

/** The accessible name of a list of an entry's tags: "Skills". */
export function tagListLabel(filter: TagFilter<never, string>): string {
  const {tag} = filter;
  return `${tag.charAt(0).toUpperCase()}${tag.slice(1)}s`;
}
