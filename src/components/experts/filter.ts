import type {TagFilter} from '@site/src/components/Listing/tagFilter';
import {EXPERT_SKILL_LABELS} from '@site/src/data/tags';
import type {Expert, ExpertSkill} from '@site/src/data/types';

/** The experts list's filter by skill (`?skill=`), also the profiles' tags. */
export const EXPERT_FILTER: TagFilter<Expert, ExpertSkill> = {
  noun: 'profile',
  tag: 'skill',
  labels: EXPERT_SKILL_LABELS,
  tagsOf: (expert) => expert.skills,
};
