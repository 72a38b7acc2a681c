import {section, type SidebarItem} from './types';

export const visualItems: SidebarItem[] = [
  section('Paths', 'paths/index', [
    'paths/drawing-paths',
    'paths/measuring-paths',
    'paths/morphing-paths',
    'paths/transforming-paths',
  ]),
  section('Shapes', 'shapes/index', [
    'shapes/shape-components',
    'shapes/shape-paths',
  ]),
  section('Noise', 'noise/index', [
    'noise/organic-motion',
    'noise/grain-and-texture',
  ]),
  section('Motion blur', 'motion-blur/index', [
    'motion-blur/camera-motion-blur',
    'motion-blur/trail',
  ]),
  section('Layout utilities', 'layout-utils/index', [
    'layout-utils/measuring-text',
    'layout-utils/fitting-text',
    'layout-utils/text-boxes',
    'layout-utils/waiting-for-fonts',
    'layout-utils/best-practices',
  ]),
  section('Google Fonts', 'google-fonts/index', [
    'google-fonts/loading-fonts',
    'google-fonts/choosing-fonts',
  ]),
  section('GIF', 'gif/index', ['gif/playback', 'gif/duration-and-preloading']),
  section('Lottie', 'lottie/index', [
    'lottie/loading-animations',
    'lottie/playback-options',
  ]),
  section('Skia', 'skia/index', ['skia/setup']),
  section('Three.js', 'three/index', [
    'three/animating-scenes',
    'three/video-as-texture',
    'three/rendering',
  ]),
  section('Tailwind CSS', 'tailwind/index', ['tailwind/setup']),
];
