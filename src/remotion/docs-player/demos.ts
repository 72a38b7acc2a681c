import {HD_30} from '../formats';
import type {DemoDefinition} from '@site/src/remotion/types';

/** Live demos used by the Player guides in docs/player/. */
export const demos: readonly DemoDefinition[] = [
  {
    id: 'docs-player-greeting',
    title:
      'A greeting whose name and accent colour come from input props springs in, with a progress bar and the current frame below.',
    load: () => import('./GreetingCard'),
    durationInFrames: 120,
    posterFrame: 60,
    ...HD_30,
    inputProps: {name: 'Ada', accent: '#38bdf8'},
  },
  {
    id: 'docs-player-chapters',
    title:
      'Three chapters, Intro (frames 0–59), Main part (60–149) and Outro (150–209), with a ruler that shows where the playhead is.',
    load: () => import('./Chapters'),
    durationInFrames: 210,
    posterFrame: 87,
    ...HD_30,
  },
  {
    id: 'docs-player-editor-scene',
    title:
      'Three coloured layers, Title, Sticker and Caption, appear and disappear at the times stored in an array of editor items.',
    load: () => import('./EditorScene'),
    durationInFrames: 150,
    posterFrame: 87,
    ...HD_30,
  },
];
