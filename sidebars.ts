import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiItems} from './sidebars/api';
import {cloudItems} from './sidebars/cloud';
import {fundamentalsItems} from './sidebars/fundamentals';
import {guidesItems} from './sidebars/guides';
import {renderingItems} from './sidebars/rendering';
import {supportItems} from './sidebars/support';
import {visualItems} from './sidebars/visual';

/**
 * The four docs sidebars. Each area of the main sidebar keeps its items in
 * `sidebars/<area>.ts`. Every doc belongs to exactly one sidebar (a unit test
 * checks it).
 */
const sidebars = {
  mainSidebar: [
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: [
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
    },
    ...fundamentalsItems,
    ...renderingItems,
    ...cloudItems,
    ...visualItems,
    ...guidesItems,
    {
      type: 'category',
      label: 'Timeline',
      link: {type: 'doc', id: 'timeline/index'},
      items: [
        'timeline/setup',
        'timeline/tracks-and-items',
        'timeline/syncing-with-the-player',
        'timeline/zoom-and-scroll',
        'timeline/selection-and-editing',
        'timeline/keyboard-and-accessibility',
        'timeline/saving-and-loading',
        'timeline/waveforms-and-filmstrips',
        'timeline/faq',
      ],
    },
    ...supportItems,
    {
      type: 'category',
      label: 'Company and community',
      items: ['license', 'support', 'resources', 'brand'],
    },
  ],
  apiSidebar: apiItems(),
  editorStarterSidebar: [
    'editor-starter/index',
    'editor-starter/getting-started',
    'editor-starter/architecture',
    {
      type: 'category',
      label: 'Core concepts',
      items: [
        'editor-starter/state-management',
        'editor-starter/undo-redo',
        'editor-starter/tracks-and-items',
        'editor-starter/timeline',
        'editor-starter/canvas-and-selection',
        'editor-starter/player-preview',
        'editor-starter/keyboard-shortcuts',
        'editor-starter/saving-and-loading',
      ],
    },
    {
      type: 'category',
      label: 'Content',
      items: [
        'editor-starter/assets-and-uploads',
        'editor-starter/video-and-audio',
        'editor-starter/text',
        'editor-starter/fonts',
        'editor-starter/captions',
      ],
    },
    {
      type: 'category',
      label: 'Exporting',
      items: [
        'editor-starter/exporting',
        'editor-starter/rendering-on-lambda',
        'editor-starter/in-browser-export',
      ],
    },
    {
      type: 'category',
      label: 'Customising',
      items: [
        'editor-starter/theming',
        'editor-starter/removing-features',
        'editor-starter/adding-an-item-type',
      ],
    },
    'editor-starter/deployment',
    'editor-starter/faq',
  ],
  recorderSidebar: [
    'recorder/index',
    'recorder/setup',
    'recorder/recording',
    {
      type: 'category',
      label: 'Setup',
      items: ['recorder/requirements', 'recorder/devices'],
    },
    {
      type: 'category',
      label: 'Recording tips',
      items: [
        'recorder/screen-recording',
        'recorder/multiple-takes',
        'recorder/audio-quality',
        'recorder/lighting-and-framing',
      ],
    },
    {
      type: 'category',
      label: 'Editing',
      items: [
        'recorder/scenes',
        'recorder/layouts',
        'recorder/trimming',
        'recorder/reordering',
        'recorder/b-roll',
        'recorder/music-and-sound',
      ],
    },
    {
      type: 'category',
      label: 'Captions',
      items: ['recorder/transcription', 'recorder/editing-captions'],
    },
    {
      type: 'category',
      label: 'Customising',
      items: ['recorder/branding'],
    },
    {
      type: 'category',
      label: 'Exporting',
      items: ['recorder/exporting', 'recorder/server-rendering'],
    },
    {
      type: 'category',
      label: 'Reference',
      items: [
        'recorder/keyboard-shortcuts',
        'recorder/file-organisation',
        'recorder/troubleshooting',
        'recorder/faq',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
