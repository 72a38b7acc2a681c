import type {ComponentType} from 'react';
import type {DemoDefinition} from '@site/src/remotion/types';
import {
  defaultHeroTitle,
  frameClockMeta,
  heroColors,
  heroVideoMeta,
} from './meta';

type LooseComposition = ComponentType<Record<string, unknown>>;

export const demos: readonly DemoDefinition[] = [
  {
    id: 'home-hero',
    title:
      'A title that springs in word by word over a background tinted with an accent colour',
    load: () =>
      import('./HeroVideo').then((mod) => ({
        default: mod.default as LooseComposition,
      })),
    ...heroVideoMeta,
    inputProps: {title: defaultHeroTitle, color: heroColors[0].value},
  },
  {
    id: 'marketing-frame-clock',
    title:
      'A frame counter, a bouncing ball and spinning squares, all computed from the current frame',
    load: () => import('./FrameClock'),
    ...frameClockMeta,
  },
];
