import type {Expert, ExpertSkill} from '@site/src/data/types';

/** Human-readable skill names, in the order the filter shows them. */
export const skillLabels: Readonly<Record<ExpertSkill, string>> = {
  animation: 'Animation',
  design: 'Design',
  templates: 'Templates',
  player: 'Player',
  lambda: 'Lambda',
  'cloud-run': 'Cloud Run',
  captions: 'Captions',
  audio: 'Audio',
  'three-d': '3D',
  'data-visualisation': 'Data visualisation',
  webcodecs: 'WebCodecs',
  saas: 'SaaS products',
  consulting: 'Consulting',
};

export const skillOrder = Object.keys(skillLabels) as readonly ExpertSkill[];

export const kindLabels: Readonly<Record<Expert['kind'], string>> = {
  freelancer: 'Freelancer',
  agency: 'Agency',
};
