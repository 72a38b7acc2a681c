import type {SidebarItem} from './types';

export const visualItems: SidebarItem[] = [
  {
    type: 'category',
    label: 'Paths',
    link: {type: 'doc', id: 'paths/index'},
    items: [
      'paths/drawing-paths',
      'paths/measuring-paths',
      'paths/morphing-paths',
      'paths/transforming-paths',
    ],
  },
  {
    type: 'category',
    label: 'Shapes',
    link: {type: 'doc', id: 'shapes/index'},
    items: ['shapes/shape-components', 'shapes/shape-paths'],
  },
  {
    type: 'category',
    label: 'Noise',
    link: {type: 'doc', id: 'noise/index'},
    items: ['noise/organic-motion', 'noise/grain-and-texture'],
  },
  {
    type: 'category',
    label: 'Motion blur',
    link: {type: 'doc', id: 'motion-blur/index'},
    items: ['motion-blur/camera-motion-blur', 'motion-blur/trail'],
  },
  {
    type: 'category',
    label: 'Layout utilities',
    link: {type: 'doc', id: 'layout-utils/index'},
    items: [
      'layout-utils/measuring-text',
      'layout-utils/fitting-text',
      'layout-utils/text-boxes',
      'layout-utils/waiting-for-fonts',
      'layout-utils/best-practices',
    ],
  },
  {
    type: 'category',
    label: 'Google Fonts',
    link: {type: 'doc', id: 'google-fonts/index'},
    items: ['google-fonts/loading-fonts', 'google-fonts/choosing-fonts'],
  },
  {
    type: 'category',
    label: 'GIF',
    link: {type: 'doc', id: 'gif/index'},
    items: ['gif/playback', 'gif/duration-and-preloading'],
  },
  {
    type: 'category',
    label: 'Lottie',
    link: {type: 'doc', id: 'lottie/index'},
    items: ['lottie/loading-animations', 'lottie/playback-options'],
  },
  {
    type: 'category',
    label: 'Skia',
    link: {type: 'doc', id: 'skia/index'},
    items: ['skia/setup'],
  },
  {
    type: 'category',
    label: 'Three.js',
    link: {type: 'doc', id: 'three/index'},
    items: [
      'three/animating-scenes',
      'three/video-as-texture',
      'three/rendering',
    ],
  },
  {
    type: 'category',
    label: 'Tailwind CSS',
    link: {type: 'doc', id: 'tailwind/index'},
    items: ['tailwind/setup'],
  },
];
