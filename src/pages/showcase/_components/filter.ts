import type {TagFilter} from '@site/src/components/Listing/tagFilter';
import {SHOWCASE_TAG_LABELS} from '@site/src/data/tags';
import type {ShowcaseEntry, ShowcaseTag} from '@site/src/data/types';

/** The showcase's filter by tag (`?tag=`), also the tags of the dialog. */
export const SHOWCASE_FILTER: TagFilter<ShowcaseEntry, ShowcaseTag> = {
  noun: 'video',
  tag: 'tag',
  labels: SHOWCASE_TAG_LABELS,
  tagsOf: (entry) => entry.tags,
};
