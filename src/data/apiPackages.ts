/**
 * The packages of the API reference. The API sidebar and the coverage
 * report (`npm run docs:coverage`) both read this list, so adding a package
 * here gives it a sidebar category and a coverage floor at once.
 */
export type ApiPackage = {
  /** The npm name. */
  readonly name: string;
  /** Folder under `docs/api/`; the core package uses `docs/api/` itself. */
  readonly dir: string;
  /** Entry points whose exports are counted (their union). */
  readonly entries: readonly string[];
};

export type ApiGroup = {
  readonly label: string;
  readonly packages: readonly ApiPackage[];
};

function pkg(name: string, extraEntries: readonly string[] = []): ApiPackage {
  return {
    name,
    dir: name.replace(/^@remotion\//, ''),
    entries: [name, ...extraEntries.map((entry) => `${name}/${entry}`)],
  };
}

export const CORE_PACKAGE: ApiPackage = {
  name: 'remotion',
  dir: '',
  entries: ['remotion'],
};

export const API_GROUPS: readonly ApiGroup[] = [
  {
    label: 'Player and Studio',
    packages: [
      pkg('@remotion/player'),
      pkg('@remotion/studio'),
      pkg('@remotion/cli'),
      pkg('@remotion/zod-types'),
    ],
  },
  {
    label: 'Rendering',
    packages: [
      pkg('@remotion/renderer'),
      pkg('@remotion/bundler'),
      pkg('@remotion/lambda', ['client']),
      pkg('@remotion/cloudrun', ['client']),
      pkg('@remotion/licensing'),
      pkg('@remotion/web-renderer'),
      pkg('@remotion/tailwind'),
      pkg('@remotion/tailwind-v4'),
      pkg('@remotion/enable-scss'),
    ],
  },
  {
    label: 'Media',
    packages: [
      pkg('@remotion/media'),
      pkg('@remotion/media-parser'),
      pkg('@remotion/webcodecs'),
      pkg('@remotion/media-utils'),
      pkg('@remotion/gif'),
      pkg('@remotion/lottie'),
      pkg('@remotion/preload'),
    ],
  },
  {
    label: 'Captions and transcription',
    packages: [
      pkg('@remotion/captions'),
      pkg('@remotion/openai-whisper'),
      pkg('@remotion/install-whisper-cpp'),
      pkg('@remotion/whisper-web'),
    ],
  },
  {
    label: 'Graphics and animation',
    packages: [
      pkg('@remotion/transitions', [
        'fade',
        'slide',
        'wipe',
        'flip',
        'clock-wipe',
        'zoom-blur',
        'zoom-in-out',
        'none',
        'iris',
      ]),
      pkg('@remotion/animation-utils'),
      pkg('@remotion/shapes'),
      pkg('@remotion/paths'),
      pkg('@remotion/noise'),
      pkg('@remotion/motion-blur'),
      pkg('@remotion/layout-utils'),
      pkg('@remotion/three'),
      pkg('@remotion/skia', ['enable']),
      pkg('@remotion/rive'),
      pkg('@remotion/google-fonts', ['from-info']),
      pkg('@remotion/fonts'),
      pkg('@remotion/animated-emoji'),
      pkg('@remotion/rounded-text-box'),
    ],
  },
  {
    label: 'Tooling and AI',
    packages: [
      pkg('@remotion/eslint-plugin'),
      pkg('@remotion/eslint-config-flat'),
      pkg('@remotion/mcp'),
    ],
  },
];

export const API_PACKAGES: readonly ApiPackage[] = [
  CORE_PACKAGE,
  ...API_GROUPS.flatMap((group) => group.packages),
];
