import {HD_30} from '../formats';
import type {DemoDefinition} from '@site/src/remotion/types';

export const demos: readonly DemoDefinition[] = [
  {
    id: 'docs-visual-evolve-path',
    title:
      'A curved blue line draws itself from left to right while a round marker rides on its tip and turns with the curve',
    load: () => import('./EvolvePathLine'),
    durationInFrames: 120,
    posterFrame: 75,
    ...HD_30,
  },
  {
    id: 'docs-visual-path-morph',
    title: 'A blue circle morphs into a yellow five-pointed star and back',
    load: () => import('./PathMorph'),
    durationInFrames: 120,
    posterFrame: 50,
    ...HD_30,
  },
  {
    id: 'docs-visual-shapes',
    title:
      'Five shapes side by side: a circle pops in, a square rounds its corners, a star changes its depth, a pie fills up and a triangle spins',
    load: () => import('./ShapesShowcase'),
    durationInFrames: 150,
    posterFrame: 87,
    ...HD_30,
  },
  {
    id: 'docs-visual-noise-field',
    title:
      'A grid of light blue dots that drift, grow and shrink smoothly, driven by 3D noise',
    load: () => import('./NoiseField'),
    durationInFrames: 180,
    posterFrame: 45,
    ...HD_30,
  },
  {
    id: 'docs-visual-motion-blur',
    title:
      'Three rounded squares move across the screen and back: one without an effect, one with a trail, one with camera motion blur',
    load: () => import('./MotionBlurCompare'),
    durationInFrames: 90,
    posterFrame: 22,
    ...HD_30,
  },
  {
    id: 'docs-visual-fit-text',
    title:
      'A dashed box grows and shrinks while the title inside always fills its width exactly',
    load: () => import('./FitTextBox'),
    durationInFrames: 150,
    posterFrame: 75,
    ...HD_30,
  },
];
