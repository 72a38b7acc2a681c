/**
 * One page of every page type the site has (see the README's route map), for the gates
 * that run per page type: CSP violations, JavaScript disabled, HTML checks.
 */
export const PAGE_TYPES = {
  home: '/',
  'docs guide': '/docs/animation/spring',
  'docs index': '/docs/',
  'API page': '/docs/interpolate',
  'blog list': '/blog',
  'blog post': '/blog/4-0',
  learn: '/learn/apple-wow',
  'success story': '/success-stories/northwind-clips',
  'experts list': '/experts/',
  'expert profile': '/experts/ada-okafor',
  'templates list': '/templates/',
  'template page': '/templates/audiogram',
  showcase: '/showcase/',
  'product page': '/player/',
  'search page with results': '/search?q=player',
  'AI embed': '/ai-embed',
  'timing editor': '/timing-editor',
  'not found': '/this-page-does-not-exist',
} as const;

export type PageType = keyof typeof PAGE_TYPES;

export const PAGE_TYPE_ENTRIES = Object.entries(PAGE_TYPES) as [
  PageType,
  string,
][];

/** The browser logs the not-found page's own 404 status: expected there. */
export const NOT_FOUND_LOAD_ERROR =
  /status of 404 \(Not Found\) \(http:\/\/[^/]+\/this-page-does-not-exist/;
