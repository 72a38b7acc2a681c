import type {SidebarItem} from './types';

/**
 * Guides: captions, AI, licensing, terminology and contributing. Each
 * category links to its overview page (`<folder>/index`).
 */
export const guidesItems: SidebarItem[] = [
  {
    type: 'category',
    label: 'Captions',
    link: {type: 'doc', id: 'captions/index'},
    items: [
      'captions/caption-type',
      'captions/creating-captions',
      'captions/importing-srt',
      'captions/transcribe-whisper-cpp',
      'captions/transcribe-openai',
      'captions/transcribe-in-browser',
      'captions/tiktok-style-captions',
      'captions/styling-captions',
      'captions/burn-in-vs-sidecar',
    ],
  },
  {
    type: 'category',
    label: 'AI',
    link: {type: 'doc', id: 'ai/index'},
    items: [
      'ai/ai-assistants',
      'ai/system-prompt',
      'ai/generating-videos',
      'ai/prompting-tips',
      'ai/limits-and-risks',
    ],
  },
  {
    type: 'category',
    label: 'Licensing',
    link: {type: 'doc', id: 'licensing/index'},
    items: [
      'licensing/who-needs-a-license',
      'licensing/how-it-works',
      'licensing/licensing-package',
      'licensing/faq',
    ],
  },
  {
    type: 'category',
    label: 'Terminology',
    link: {type: 'doc', id: 'terminology/index'},
    items: [
      'terminology/composition',
      'terminology/still',
      'terminology/sequence',
      'terminology/frame',
      'terminology/fps',
      'terminology/duration',
      'terminology/input-props',
      'terminology/entry-point',
      'terminology/remotion-root',
      'terminology/public-folder',
      'terminology/studio',
      'terminology/player',
      'terminology/bundle',
      'terminology/serve-url',
      'terminology/codec',
      'terminology/container',
      'terminology/crf',
      'terminology/concurrency',
      'terminology/site',
      'terminology/render',
      'terminology/chunk',
    ],
  },
  {
    type: 'category',
    label: 'Contributing',
    link: {type: 'doc', id: 'contributing/index'},
    items: [
      'contributing/setup',
      'contributing/testing',
      'contributing/writing-docs',
      'contributing/snippet-checks',
      'contributing/pull-requests',
    ],
  },
];
