import type {ShowcaseTag} from '@site/src/data/types';

/** Human-readable tag names, in the order the filter shows them. */
export const showcaseTagLabels: Readonly<Record<ShowcaseTag, string>> = {
  marketing: 'Marketing',
  product: 'Product',
  social: 'Social media',
  personalised: 'Personalised',
  data: 'Data',
  education: 'Education',
  music: 'Music',
  captions: 'Captions',
  'three-d': '3D',
  'open-source': 'Open source',
};

export const showcaseTagOrder = Object.keys(
  showcaseTagLabels,
) as readonly ShowcaseTag[];
