import {section, type SidebarItem} from './types';

/**
 * Guides: captions, AI, licensing, terminology and contributing. Each
 * category links to its overview page (`<folder>/index`).
 */
export const guidesItems: SidebarItem[] = [
  section('Captions', 'captions/index', [
    'captions/caption-type',
    'captions/creating-captions',
    'captions/importing-srt',
    'captions/transcribe-whisper-cpp',
    'captions/transcribe-openai',
    'captions/transcribe-in-browser',
    'captions/tiktok-style-captions',
    'captions/styling-captions',
    'captions/burn-in-vs-sidecar',
  ]),
  section('AI', 'ai/index', [
    'ai/ai-assistants',
    'ai/system-prompt',
    'ai/generating-videos',
    'ai/prompting-tips',
    'ai/limits-and-risks',
  ]),
  section('Licensing', 'licensing/index', [
    'licensing/who-needs-a-license',
    'licensing/how-it-works',
    'licensing/licensing-package',
    'licensing/faq',
  ]),
  section('Terminology', 'terminology/index', [
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
  ]),
  section('Contributing', 'contributing/index', [
    'contributing/setup',
    'contributing/testing',
    'contributing/writing-docs',
    'contributing/snippet-checks',
    'contributing/pull-requests',
  ]),
];
