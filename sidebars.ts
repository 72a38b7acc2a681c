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
  apiSidebar: apiItems(),
  editorStarterSidebar: [
    'editor-starter/index',
    'editor-starter/getting-started',
    'editor-starter/architecture',
  ],
  recorderSidebar: ['recorder/index', 'recorder/setup', 'recorder/recording'],
} satisfies SidebarsConfig;

export default sidebars;
