import type {TagFilter} from '@site/src/components/Listing/tagFilter';
import {TEMPLATE_TAG_LABELS} from '@site/src/data/tags';
import type {Template, TemplateTag} from '@site/src/data/types';

/** The templates list's filter by tag (`?tag=`), also the pages' tags. */
export const TEMPLATE_FILTER: TagFilter<Template, TemplateTag> = {
  noun: 'template',
  tag: 'tag',
  labels: TEMPLATE_TAG_LABELS,
  tagsOf: (template) => template.tags,
};
