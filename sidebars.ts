import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
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
      items: ['timeline/setup', 'timeline/tracks-and-items'],
    },
    ...supportItems,
    {
      type: 'category',
      label: 'Company and community',
      items: ['license', 'support', 'resources', 'brand'],
    },
  ],
  apiSidebar: [
    'api/index',
    {
      type: 'category',
      label: 'remotion: components',
      collapsed: false,
      items: [
        'api/absolute-fill',
        'api/animated-image',
        'api/artifact',
        'api/audio',
        'api/composition-component',
        'api/folder',
        'api/freeze',
        'api/html5-audio',
        'api/html5-video',
        'api/iframe',
        'api/img',
        'api/loop',
        'api/offthread-video',
        'api/sequence',
        'api/series',
        'api/still',
        'api/video',
      ],
    },
    {
      type: 'category',
      label: 'remotion: hooks',
      collapsed: false,
      items: [
        'api/use-buffer-state',
        'api/use-current-frame',
        'api/use-current-scale',
        'api/use-delay-render',
        'api/use-remotion-environment',
        'api/use-video-config',
      ],
    },
    {
      type: 'category',
      label: 'remotion: functions',
      collapsed: false,
      items: [
        'api/cancel-render',
        'api/continue-render',
        'api/delay-render',
        'api/easing',
        'api/get-input-props',
        'api/get-remotion-environment',
        'api/get-static-files',
        'api/interpolate',
        'api/interpolate-colors',
        'api/measure-spring',
        'api/prefetch',
        'api/random',
        'api/register-root',
        'api/spring',
        'api/static-file',
        'api/version',
        'api/watch-static-file',
      ],
    },
  ],
  editorStarterSidebar: [
    'editor-starter/index',
    'editor-starter/getting-started',
    'editor-starter/architecture',
  ],
  recorderSidebar: ['recorder/index', 'recorder/setup', 'recorder/recording'],
} satisfies SidebarsConfig;

export default sidebars;
