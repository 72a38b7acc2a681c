import {HD_30} from '../formats';
import type {DemoDefinition} from '@site/src/remotion/types';

export const demos: readonly DemoDefinition[] = [
  {
    id: 'docs-captions-tiktok',
    title:
      'Word-by-word captions: short pages of words appear in turn and the word being spoken is highlighted in yellow',
    load: () => import('./TikTokCaptions'),
    durationInFrames: 240,
    posterFrame: 20,
    ...HD_30,
  },
];
