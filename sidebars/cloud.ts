import type {SidebarItem} from './types';

/**
 * Cloud rendering (Lambda, Cloud Run) and in-browser media processing
 * (Media Parser, WebCodecs) guides, in reading order.
 */
export const cloudItems: SidebarItem[] = [
  {
    type: 'category',
    label: 'Lambda',
    link: {type: 'doc', id: 'lambda/index'},
    items: [
      'lambda/setup',
      'lambda/permissions',
      'lambda/regions',
      'lambda/deploy-function',
      'lambda/deploy-site',
      'lambda/rendering',
      'lambda/stills',
      'lambda/concurrency',
      'lambda/cost',
      'lambda/webhooks',
      'lambda/output-location',
      'lambda/downloading',
      'lambda/cleanup',
      'lambda/limits',
      'lambda/upgrading',
      'lambda/faq',
      {
        type: 'category',
        label: 'Troubleshooting',
        link: {type: 'doc', id: 'lambda/troubleshooting/index'},
        items: [
          'lambda/troubleshooting/rate-limit',
          'lambda/troubleshooting/timeouts',
          'lambda/troubleshooting/permissions',
          'lambda/troubleshooting/version-mismatch',
          'lambda/troubleshooting/disk-and-memory',
          'lambda/troubleshooting/fonts',
          'lambda/troubleshooting/slow-renders',
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'Cloud Run',
    link: {type: 'doc', id: 'cloudrun/index'},
    items: [
      'cloudrun/status',
      'cloudrun/setup',
      'cloudrun/permissions',
      'cloudrun/regions',
      'cloudrun/deploy-service',
      'cloudrun/deploy-site',
      'cloudrun/rendering',
      'cloudrun/limits',
      'cloudrun/troubleshooting',
    ],
  },
  {
    type: 'category',
    label: 'Media Parser',
    link: {type: 'doc', id: 'media-parser/index'},
    items: [
      'media-parser/fields',
      'media-parser/sources',
      'media-parser/containers',
      'media-parser/metadata',
      'media-parser/samples',
      'media-parser/aborting-and-errors',
      'media-parser/node-and-browser',
    ],
  },
  {
    type: 'category',
    label: 'WebCodecs',
    link: {type: 'doc', id: 'webcodecs/index'},
    items: [
      'webcodecs/converting',
      'webcodecs/containers-and-codecs',
      'webcodecs/resize-and-rotate',
      'webcodecs/progress-and-cancel',
      'webcodecs/browser-support',
      'webcodecs/extracting-audio',
      'webcodecs/performance',
    ],
  },
];
