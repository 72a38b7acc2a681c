import type {Config} from '@docusaurus/types';

/**
 * What the build refuses: broken links, anchors, Markdown links and images,
 * and duplicate routes all fail it. Shared by the site and by the bad-input
 * fixture site (tests/bad-input), so those tests exercise these settings.
 */
export const STRICT_BUILD = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },
} satisfies Partial<Config>;
