import path from 'path';
import type {Config} from '@docusaurus/types';

/**
 * A tiny site with the same strictness as the real one (broken links and
 * anchors throw, the collection plugin validates posts), so that the
 * bad-input tests can break one thing at a time and build it in seconds.
 */
const repo = process.env.BAD_INPUT_REPO ?? path.resolve(__dirname, '../../..');

const config: Config = {
  title: 'Bad input fixture',
  url: 'https://fixture.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  future: {v4: true},
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
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
