/**
 * The routes the site promises (the README's route map), grouped by kind of page.
 * Collection items (posts, stories, profiles, templates) are listed by slug.
 */

export const BLOG_RELEASES = [
  '1-1',
  '1-2',
  '1-3',
  '1-4',
  '1-5',
  '2-0',
  '2-1',
  '2-2',
  '2-3',
  '2-4',
  '2-5',
  '2-6',
  '3-0',
  '3-1',
  '3-2',
  '3-3',
  '4-0',
] as const;

export const BLOG_NAMED = [
  'company-licenses',
  'deployable-studio',
  'editor-starter',
  'faster-lambda',
  'introducing-remotion',
  'media-parser',
  'mediabunny',
  'seed-funding',
] as const;

export const TEMPLATE_SLUGS = [
  'audiogram',
  'blank',
  'code-hike',
  'editor-starter',
  'google-tts',
  'hello-world',
  'javascript',
  'music-visualization',
  'next',
  'next-pages-dir',
  'next-tailwind',
  'overlay',
  'react-router',
  'recorder',
  'render-server',
  'skia',
  'stargazer',
  'still',
  'three',
  'tiktok',
  'tts',
] as const;

export type RouteGroup = {
  readonly name: string;
  readonly paths: readonly string[];
};

export const SITE_ROUTES: readonly RouteGroup[] = [
  {
    name: 'marketing and site pages',
    paths: [
      '/',
      '/about/',
      '/ai',
      '/ai-embed',
      '/contact/',
      '/experts/',
      '/lambda/',
      '/player/',
      '/search',
      '/showcase/',
      '/showcase/add',
      '/templates/',
      '/timing-editor',
    ],
  },
  {
    name: 'blog lists',
    paths: ['/blog', '/blog/page/2', '/blog/page/3', '/blog/archive'],
  },
  {
    name: 'blog posts',
    paths: [...BLOG_RELEASES, ...BLOG_NAMED].map((slug) => `/blog/${slug}`),
  },
  {name: 'learn', paths: ['/learn', '/learn/archive', '/learn/apple-wow']},
  {
    name: 'success stories lists',
    paths: ['/success-stories', '/success-stories/archive'],
  },
  {
    name: 'templates',
    paths: TEMPLATE_SLUGS.map((slug) => `/templates/${slug}`),
  },
  {name: 'docs home', paths: ['/docs/']},
];

/** Words that mark unfinished content. */
export const PLACEHOLDER_WORDS: readonly RegExp[] = [
  /lorem ipsum/i,
  /\bTODO\b/,
  /\bTBD\b/,
  /coming soon/i,
  /placeholder text/i,
];
