/**
 * The tag sets of the site's data, each defined once: the tag names, their
 * human-readable labels and the order the filters show them in. The types
 * (`TemplateTag`, ...), the build's validation of the data (plugins'
 * schemas) and the pages' filter chips all derive from these maps, so a tag
 * cannot exist without a label.
 */

/** Template tags, in filter order. */
export const TEMPLATE_TAG_LABELS = {
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
} as const;

/** Expert skills, in filter order. */
export const EXPERT_SKILL_LABELS = {
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
} as const;

/** Kinds of expert profiles. */
export const EXPERT_KIND_LABELS = {
  freelancer: 'Freelancer',
  agency: 'Agency',
} as const;

/** Showcase tags, in filter order. */
export const SHOWCASE_TAG_LABELS = {
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
} as const;

export type TemplateTag = keyof typeof TEMPLATE_TAG_LABELS;
export type ExpertSkill = keyof typeof EXPERT_SKILL_LABELS;
export type ExpertKind = keyof typeof EXPERT_KIND_LABELS;
export type ShowcaseTag = keyof typeof SHOWCASE_TAG_LABELS;

const keysOf = <K extends string>(labels: Readonly<Record<K, string>>) =>
  Object.keys(labels) as unknown as readonly K[];

export const TEMPLATE_TAGS = keysOf(TEMPLATE_TAG_LABELS);
export const EXPERT_SKILLS = keysOf(EXPERT_SKILL_LABELS);
export const EXPERT_KINDS = keysOf(EXPERT_KIND_LABELS);
export const SHOWCASE_TAGS = keysOf(SHOWCASE_TAG_LABELS);
