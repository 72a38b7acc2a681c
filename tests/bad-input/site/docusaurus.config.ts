import path from 'path';
import type {Config} from '@docusaurus/types';
import type {STRICT_BUILD as StrictBuild} from '../../../src/config/strictness';

/**
 * A tiny site with the same strictness as the real one (the shared
 * STRICT_BUILD settings, the docs plugin and the collection plugin that
 * validate front matter, bodies and sidebar membership), so
 * that the bad-input tests can break one thing at a time and build it in seconds.
 */
const repo = process.env.BAD_INPUT_REPO ?? path.resolve(__dirname, '../../..');
// Loaded by path: the tests build copies of this site in another folder.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {STRICT_BUILD} = require(path.join(repo, 'src/config/strictness.ts')) as {
  STRICT_BUILD: typeof StrictBuild;
};

/**
 * The fixture's pages are a few words long, so the stub threshold is lowered
 * from the site's 150 words: a one-word body still trips it.
 */
const FIXTURE_MIN_PROSE_WORDS = 3;

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
        // The site's docs plugin (plugins/docs) is listed below.
        docs: false,
        blog: false,
        pages: {},
        theme: {},
      },
    ],
  ],
  plugins: [
    [
      path.join(repo, 'plugins/docs/index.ts'),
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        minProseWords: FIXTURE_MIN_PROSE_WORDS,
      },
    ],
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
        minProseWords: FIXTURE_MIN_PROSE_WORDS,
      },
    ],
  ],
};

export default config;
