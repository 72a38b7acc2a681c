/**
 * Addresses that the installed toolkit packages print (in errors, CLI help,
 * JSDoc or the Studio's package list) whose subject does not exist in the
 * documented release. Each still answers with a redirect to the closest
 * existing page. One line per address, with the reason; keep this list short
 * (at most 5% of the printed addresses, a test checks it).
 */
export type PrintedAddressException = {
  readonly address: string;
  readonly to: string;
  readonly reason: string;
};

export const PRINTED_ADDRESS_EXCEPTIONS: readonly PrintedAddressException[] = [
  {
    address: '/docs/light-leaks',
    to: '/docs/transitions',
    reason:
      'Studio package list entry; @remotion/light-leaks has no 4.0.461 release.',
  },
  {
    address: '/docs/starburst',
    to: '/docs/shapes',
    reason:
      'Studio package list entry; @remotion/starburst has no 4.0.461 release.',
  },
  {
    address: '/docs/sfx',
    to: '/docs/audio',
    reason: 'Studio package list entry; @remotion/sfx has no 4.0.461 release.',
  },
  {
    address: '/docs/elevenlabs',
    to: '/docs/openai-whisper',
    reason:
      'Studio package list entry; @remotion/elevenlabs has no 4.0.461 release.',
  },
  {
    address: '/docs/vercel/api',
    to: '/docs/rendering/server-side',
    reason:
      'Studio package list entry; @remotion/vercel has no 4.0.461 release.',
  },
  {
    address: '/docs/zod-types/v3',
    to: '/docs/zod-types',
    reason:
      'Studio package list entry; @remotion/zod-types-v3 has no 4.0.461 release.',
  },
  {
    address: '/docs/legacy-babel',
    to: '/docs/bundler',
    reason:
      'Studio package list entry; @remotion/babel-loader has no 4.0.461 release.',
  },
  {
    address: '/docs/lambda/ruby',
    to: '/docs/lambda/rendering',
    reason:
      'Studio package list entry for the Ruby client, which is not an npm package and cannot be checked against 4.0.461.',
  },
];
