import {atFormat, HD_30} from './formats';
import type {DemoDefinition} from '@site/src/remotion/types';

/**
 * Live demos of the docs guides. Their compositions sit in one folder per
 * group of guides (`docs/`, `docs-animation/`, `docs-captions/`,
 * `docs-player/`, `docs-visual/`), and all of them are 1280×720 at 30 frames
 * per second.
 */
export const guideDemos: readonly DemoDefinition[] = atFormat(HD_30, [
  // docs/: the guide on animating properties.
  {
    id: 'docs-interpolate-fade',
    title:
      'A title fades and slides in with interpolate() while its underline springs into place',
    load: () => import('./docs/InterpolateFade'),
    durationInFrames: 90,
    posterFrame: 45,
  },
  // docs-animation/: the Fundamentals, Animation and Audio guides.
  {
    id: 'docs-anim-interpolate',
    title:
      'Four dots driven by interpolate() with extend, clamp and wrap extrapolation and a multi-point range',
    load: () => import('./docs-animation/InterpolateRanges'),
    durationInFrames: 130,
    posterFrame: 54,
  },
  {
    id: 'docs-anim-spring',
    title:
      'Five bars growing with spring() using different damping, mass, stiffness and duration settings',
    load: () => import('./docs-animation/SpringConfigs'),
    durationInFrames: 120,
    posterFrame: 30,
  },
  {
    id: 'docs-anim-easing',
    title:
      'Eight dots travelling the same distance with eight different easing functions',
    load: () => import('./docs-animation/EasingComparison'),
    durationInFrames: 100,
    posterFrame: 40,
  },
  {
    id: 'docs-anim-stagger',
    title:
      'A five-item list whose items slide in one after another, each in its own Sequence',
    load: () => import('./docs-animation/StaggeredList'),
    durationInFrames: 90,
    posterFrame: 67,
  },
  {
    id: 'docs-anim-transitions',
    title:
      'Three coloured scenes joined by a fade transition and then a slide transition',
    load: () => import('./docs-animation/TransitionsFadeSlide'),
    durationInFrames: 135,
    posterFrame: 78,
  },
  {
    id: 'docs-anim-svg',
    title:
      'An SVG curve that draws itself while its colour shifts from blue to pink to yellow',
    load: () => import('./docs-animation/SvgDraw'),
    durationInFrames: 120,
    posterFrame: 90,
  },
  // docs-captions/: the guide on TikTok-style captions.
  {
    id: 'docs-captions-tiktok',
    title:
      'Word-by-word captions: short pages of words appear in turn and the word being spoken is highlighted in yellow',
    load: () => import('./docs-captions/TikTokCaptions'),
    durationInFrames: 240,
    posterFrame: 20,
  },
  // docs-player/: the Player guides in docs/player/.
  {
    id: 'docs-player-greeting',
    title:
      'A greeting whose name and accent colour come from input props springs in, with a progress bar and the current frame below.',
    load: () => import('./docs-player/GreetingCard'),
    durationInFrames: 120,
    posterFrame: 60,
    inputProps: {name: 'Ada', accent: '#38bdf8'},
  },
  {
    id: 'docs-player-chapters',
    title:
      'Three chapters, Intro (frames 0–59), Main part (60–149) and Outro (150–209), with a ruler that shows where the playhead is.',
    load: () => import('./docs-player/Chapters'),
    durationInFrames: 210,
    posterFrame: 87,
  },
  {
    id: 'docs-player-editor-scene',
    title:
      'Three coloured layers, Title, Sticker and Caption, appear and disappear at the times stored in an array of editor items.',
    load: () => import('./docs-player/EditorScene'),
    durationInFrames: 150,
    posterFrame: 87,
  },
  // docs-visual/: guides on paths, shapes, noise, motion blur, fitting text.
  {
    id: 'docs-visual-evolve-path',
    title:
      'A curved blue line draws itself from left to right while a round marker rides on its tip and turns with the curve',
    load: () => import('./docs-visual/EvolvePathLine'),
    durationInFrames: 120,
    posterFrame: 75,
  },
  {
    id: 'docs-visual-path-morph',
    title: 'A blue circle morphs into a yellow five-pointed star and back',
    load: () => import('./docs-visual/PathMorph'),
    durationInFrames: 120,
    posterFrame: 50,
  },
  {
    id: 'docs-visual-shapes',
    title:
      'Five shapes side by side: a circle pops in, a square rounds its corners, a star changes its depth, a pie fills up and a triangle spins',
    load: () => import('./docs-visual/ShapesShowcase'),
    durationInFrames: 150,
    posterFrame: 87,
  },
  {
    id: 'docs-visual-noise-field',
    title:
      'A grid of light blue dots that drift, grow and shrink smoothly, driven by 3D noise',
    load: () => import('./docs-visual/NoiseField'),
    durationInFrames: 180,
    posterFrame: 45,
  },
  {
    id: 'docs-visual-motion-blur',
    title:
      'Three rounded squares move across the screen and back: one without an effect, one with a trail, one with camera motion blur',
    load: () => import('./docs-visual/MotionBlurCompare'),
    durationInFrames: 90,
    posterFrame: 22,
  },
  {
    id: 'docs-visual-fit-text',
    title:
      'A dashed box grows and shrinks while the title inside always fills its width exactly',
    load: () => import('./docs-visual/FitTextBox'),
    durationInFrames: 150,
    posterFrame: 75,
  },
]);
