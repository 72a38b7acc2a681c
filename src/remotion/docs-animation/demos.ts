import {HD_30} from '../formats';
import type {DemoDefinition} from '@site/src/remotion/types';

/** Live demos of the Fundamentals, Animation and Audio guides. */
export const demos: readonly DemoDefinition[] = [
  {
    id: 'docs-anim-interpolate',
    title:
      'Four dots driven by interpolate() with extend, clamp and wrap extrapolation and a multi-point range',
    load: () => import('./InterpolateRanges'),
    durationInFrames: 130,
    posterFrame: 54,
    ...HD_30,
  },
  {
    id: 'docs-anim-spring',
    title:
      'Five bars growing with spring() using different damping, mass, stiffness and duration settings',
    load: () => import('./SpringConfigs'),
    durationInFrames: 120,
    posterFrame: 30,
    ...HD_30,
  },
  {
    id: 'docs-anim-easing',
    title:
      'Eight dots travelling the same distance with eight different easing functions',
    load: () => import('./EasingComparison'),
    durationInFrames: 100,
    posterFrame: 40,
    ...HD_30,
  },
  {
    id: 'docs-anim-stagger',
    title:
      'A five-item list whose items slide in one after another, each in its own Sequence',
    load: () => import('./StaggeredList'),
    durationInFrames: 90,
    posterFrame: 67,
    ...HD_30,
  },
  {
    id: 'docs-anim-transitions',
    title:
      'Three coloured scenes joined by a fade transition and then a slide transition',
    load: () => import('./TransitionsFadeSlide'),
    durationInFrames: 135,
    posterFrame: 78,
    ...HD_30,
  },
  {
    id: 'docs-anim-svg',
    title:
      'An SVG curve that draws itself while its colour shifts from blue to pink to yellow',
    load: () => import('./SvgDraw'),
    durationInFrames: 120,
    posterFrame: 90,
    ...HD_30,
  },
];
