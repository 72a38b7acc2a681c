import {HD_30} from '../formats';
import type {DemoDefinition} from '@site/src/remotion/types';

export const demos: readonly DemoDefinition[] = [
  {
    id: 'docs-interpolate-fade',
    title:
      'A title fades and slides in with interpolate() while its underline springs into place',
    load: () => import('./InterpolateFade'),
    durationInFrames: 90,
    posterFrame: 45,
    ...HD_30,
  },
];
