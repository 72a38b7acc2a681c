import path from 'path';
import type {Config} from '@docusaurus/types';
import type {STRICT_BUILD as StrictBuild} from '../../../src/config/strictness';

/**
 * A tiny site with the same strictness as the real one (the shared
 * STRICT_BUILD settings and the collection plugin that validates posts), so
 * that the bad-input tests can break one thing at a time and build it in seconds.
 */
const repo = process.env.BAD_INPUT_REPO ?? path.resolve(__dirname, '../../..');
// Loaded by path: the tests build copies of this site in another folder.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {STRICT_BUILD} = require(path.join(repo, 'src/config/strictness.ts')) as {
  STRICT_BUILD: typeof StrictBuild;
};

const config: Config = {
  title: 'Bad input fixture',
  url: 'https://fixture.example.com',
  baseUrl: '/',
  ...STRICT_BUILD,
  future: {v4: true},
  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
        },
        blog: false,
        pages: {},
        theme: {},
      },
    ],
  ],
  plugins: [
    [
      path.join(repo, 'plugins/collection/index.ts'),
      {
        id: 'default',
        path: 'blog',
        routeBasePath: 'blog',
        authorsMapPath: 'authors.yml',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'ignore',
        feedOptions: {type: null},
        requiredFields: [],
      },
    ],
  ],
};

export default config;
