import {FULL_HD_30, HD_30, SQUARE_30, VERTICAL_30} from '../formats';
import type {DemoDefinition} from '@site/src/remotion/types';

/** The composition, length and poster frame the web app starters share. */
const WEB_APP_DEMO = {
  load: () => import('./WebAppDemo'),
  durationInFrames: 150,
  posterFrame: 75,
  ...HD_30,
} satisfies Partial<DemoDefinition>;

/** The composition, length and poster frame the starter templates share. */
const HELLO_WORLD_DEMO = {
  load: () => import('./HelloWorldDemo'),
  durationInFrames: 150,
  posterFrame: 100,
  ...FULL_HD_30,
} satisfies Partial<DemoDefinition>;

/** What the two text-to-speech templates share: one composition, one look. */
const TTS_DEMO = {
  title:
    'A sentence appears word by word next to a moving voice indicator, as if a generated voiceover were reading it.',
  load: () => import('./TtsDemo'),
  durationInFrames: 180,
  posterFrame: 105,
  ...FULL_HD_30,
} satisfies Omit<DemoDefinition, 'id'>;

/**
 * Live previews of the templates. Each composition is our own small
 * re-creation of what the template makes, drawn with `remotion` APIs only:
 * no audio, no network, no web fonts.
 */
export const demos: readonly DemoDefinition[] = [
  {
    id: 'tpl-hello-world',
    title:
      'An animated mark sweeps in, then the title "Welcome to your first video" springs up word by word.',
    ...HELLO_WORLD_DEMO,
  },
  {
    id: 'tpl-javascript',
    title:
      'The same starter animation written in plain JavaScript: an animated mark and a title that springs in.',
    ...HELLO_WORLD_DEMO,
    inputProps: {
      title: 'Hello from plain JavaScript',
      subtitle: 'No types, same animation',
      accent: '#ca8a04',
      secondary: '#0f766e',
    },
  },
  {
    id: 'tpl-blank',
    title:
      'An empty white canvas with a faint grid and a frame counter in the corner.',
    load: () => import('./BlankDemo'),
    durationInFrames: 90,
    posterFrame: 45,
    ...FULL_HD_30,
  },
  {
    id: 'tpl-audiogram',
    title:
      'A square podcast clip: cover art, an animated waveform, and the spoken line highlighted word by word.',
    load: () => import('./AudiogramDemo'),
    durationInFrames: 300,
    posterFrame: 40,
    ...SQUARE_30,
  },
  {
    id: 'tpl-music-visualization',
    title:
      'A record turns while spectrum bars around it pulse on the beat, with the track name below.',
    load: () => import('./MusicVisualizerDemo'),
    durationInFrames: 240,
    posterFrame: 60,
    ...SQUARE_30,
  },
  {
    id: 'tpl-stargazer',
    title:
      'A star counter climbs to 1,000 while stargazer avatars pop in, then a thank-you message appears.',
    load: () => import('./StargazerDemo'),
    durationInFrames: 180,
    posterFrame: 165,
    fps: 30,
    width: 960,
    height: 540,
  },
  {
    id: 'tpl-still',
    title:
      'A social preview card with a category label, an article title, the author and the site name.',
    load: () => import('./StillDemo'),
    durationInFrames: 1,
    posterFrame: 0,
    fps: 30,
    width: 1200,
    height: 628,
    loop: false,
  },
  {
    id: 'tpl-tiktok',
    title:
      'A vertical video with large captions that flip a few words at a time, the spoken word highlighted in yellow.',
    load: () => import('./TikTokDemo'),
    durationInFrames: 240,
    posterFrame: 100,
    ...VERTICAL_30,
  },
  {
    id: 'tpl-code-hike',
    title:
      'A code editor window where a React snippet changes in three steps, unchanged lines gliding to their new place.',
    load: () => import('./CodeHikeDemo'),
    durationInFrames: 240,
    posterFrame: 190,
    ...SQUARE_30,
  },
  {
    id: 'tpl-overlay',
    title:
      'A name and role lower third slides in and out over a checkerboard that stands for transparency.',
    load: () => import('./OverlayDemo'),
    durationInFrames: 150,
    posterFrame: 75,
    ...HD_30,
  },
  {
    id: 'tpl-next',
    title:
      'A title typed into a Next.js app springs in word by word over pulsing rings.',
    ...WEB_APP_DEMO,
    inputProps: {
      title: 'Generated in a Next.js app',
      framework: 'Next.js · App Router',
      accent: '#0b6bcb',
    },
  },
  {
    id: 'tpl-next-tailwind',
    title:
      'A title typed into a Next.js and Tailwind app springs in word by word over pulsing rings.',
    ...WEB_APP_DEMO,
    inputProps: {
      title: 'Styled with Tailwind, rendered as video',
      framework: 'Next.js · Tailwind CSS',
      accent: '#0e7490',
    },
  },
  {
    id: 'tpl-next-pages-dir',
    title:
      'A title typed into a Next.js Pages Router app springs in word by word over pulsing rings.',
    ...WEB_APP_DEMO,
    inputProps: {
      title: 'Generated in a Next.js app',
      framework: 'Next.js · Pages Router',
      accent: '#4f46e5',
    },
  },
  {
    id: 'tpl-react-router',
    title:
      'A title typed into a React Router app springs in word by word over pulsing rings.',
    ...WEB_APP_DEMO,
    inputProps: {
      title: 'Generated in a React Router app',
      framework: 'React Router',
      accent: '#be123c',
    },
  },
  {
    id: 'tpl-tts',
    ...TTS_DEMO,
    inputProps: {
      engine: 'Azure text to speech',
      accent: '#0369a1',
    },
  },
  {
    id: 'tpl-google-tts',
    ...TTS_DEMO,
    inputProps: {
      text: 'Write the script once and let a cloud voice read it for every video you render.',
      engine: 'Google Cloud Text-to-Speech',
      accent: '#15803d',
    },
  },
];
