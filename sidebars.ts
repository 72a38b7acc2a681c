import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiItems} from './sidebars/api';
import {cloudItems} from './sidebars/cloud';
import {fundamentalsItems} from './sidebars/fundamentals';
import {guidesItems} from './sidebars/guides';
import {renderingItems} from './sidebars/rendering';
import {supportItems} from './sidebars/support';
import {visualItems} from './sidebars/visual';
import {group, section} from './sidebars/types';

/**
 * The four docs sidebars. Each area of the main sidebar keeps its items in
 * `sidebars/<area>.ts`. Every doc belongs to exactly one sidebar (a unit test
 * checks it).
 */
const sidebars = {
  mainSidebar: [
    group(
      'Getting started',
      [
        'getting-started',
        'installation',
        'brownfield',
        'first-video',
        'project-structure',
        'composition',
        'sequences',
        'animating-properties',
        'render',
      ],
      {expanded: true},
    ),
    ...fundamentalsItems,
    ...renderingItems,
    ...cloudItems,
    ...visualItems,
    ...guidesItems,
    section('Timeline', 'timeline/index', [
      'timeline/setup',
      'timeline/tracks-and-items',
      'timeline/syncing-with-the-player',
      'timeline/zoom-and-scroll',
      'timeline/selection-and-editing',
      'timeline/keyboard-and-accessibility',
      'timeline/saving-and-loading',
      'timeline/waveforms-and-filmstrips',
      'timeline/faq',
    ]),
    ...supportItems,
    group('Company and community', [
      'license',
      'acknowledgements',
      'support',
      'resources',
      'brand',
    ]),
  ],
  apiSidebar: apiItems(),
  editorStarterSidebar: [
    'editor-starter/index',
    'editor-starter/getting-started',
    'editor-starter/architecture',
    group('Core concepts', [
      'editor-starter/state-management',
      'editor-starter/undo-redo',
      'editor-starter/tracks-and-items',
      'editor-starter/timeline',
      'editor-starter/canvas-and-selection',
      'editor-starter/player-preview',
      'editor-starter/keyboard-shortcuts',
      'editor-starter/saving-and-loading',
    ]),
    group('Content', [
      'editor-starter/assets-and-uploads',
      'editor-starter/video-and-audio',
      'editor-starter/text',
      'editor-starter/fonts',
      'editor-starter/captions',
    ]),
    group('Exporting', [
      'editor-starter/exporting',
      'editor-starter/rendering-on-lambda',
      'editor-starter/in-browser-export',
    ]),
    group('Customising', [
      'editor-starter/theming',
      'editor-starter/removing-features',
      'editor-starter/adding-an-item-type',
    ]),
    'editor-starter/deployment',
    'editor-starter/faq',
  ],
  recorderSidebar: [
    'recorder/index',
    'recorder/setup',
    'recorder/recording',
    group('Setup', ['recorder/requirements', 'recorder/devices']),
    group('Recording tips', [
      'recorder/screen-recording',
      'recorder/multiple-takes',
      'recorder/audio-quality',
      'recorder/lighting-and-framing',
    ]),
    group('Editing', [
      'recorder/scenes',
      'recorder/layouts',
      'recorder/trimming',
      'recorder/reordering',
      'recorder/b-roll',
      'recorder/music-and-sound',
    ]),
    group('Captions', ['recorder/transcription', 'recorder/editing-captions']),
    group('Customising', ['recorder/branding']),
    group('Exporting', ['recorder/exporting', 'recorder/server-rendering']),
    group('Reference', [
      'recorder/keyboard-shortcuts',
      'recorder/file-organisation',
      'recorder/troubleshooting',
      'recorder/faq',
    ]),
  ],
} satisfies SidebarsConfig;

export default sidebars;
