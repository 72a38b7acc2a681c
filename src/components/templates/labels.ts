import type {TemplateTag} from '@site/src/data/types';

/** Human-readable tag names, in the order the filter shows them. */
export const tagLabels: Readonly<Record<TemplateTag, string>> = {
  starter: 'Starter',
  typescript: 'TypeScript',
  javascript: 'JavaScript',
  tailwind: 'Tailwind',
  'web-app': 'Web app',
  server: 'Server',
  audio: 'Audio',
  captions: 'Captions',
  ai: 'AI',
  social: 'Social media',
  data: 'Data',
  '3d': '3D',
  still: 'Still image',
  paid: 'Paid',
};

export const tagOrder = Object.keys(tagLabels) as readonly TemplateTag[];
