import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {
  PropSidebarItem,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import {
  matchRoutes,
  type RouteConfig as MatcherRoute,
} from 'react-router-config';
import {
  alternationPath,
  cardDocIds,
  commonPrefix,
  splitDocsRoutes,
} from './splitRoutes';

const link = (docId: string, href: string): PropSidebarItem => ({
  type: 'link',
  label: docId,
  href,
  docId,
  unlisted: false,
});

const doc = (id: string, sidebar?: string) => ({
  id,
  title: id,
  description: `About ${id}`,
  sidebar,
});

function version(): PropVersionMetadata {
  return {
    pluginId: 'default',
    version: 'current',
    label: 'Next',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    docsSidebars: {
      main: [
        link('intro', '/docs/intro'),
        {
          type: 'category',
          label: 'Guides',
          href: '/docs/guides/',
          collapsed: true,
          collapsible: true,
          items: [link('guides/one', '/docs/guides/one')],
        },
      ],
      api: [
        link('api/index', '/docs/api'),
        link('api/foo', '/docs/foo'),
        link('api/guides/bar', '/docs/guides/bar'),
      ],
      studio: [
        link('studio/index', '/docs/studio'),
        link('studio/one', '/docs/studio/one'),
      ],
    },
    docs: {
      intro: doc('intro', 'main'),
      'guides/index': doc('guides/index', 'main'),
      'guides/one': doc('guides/one', 'main'),
      'api/index': doc('api/index', 'api'),
      'api/foo': doc('api/foo', 'api'),
      'api/guides/bar': doc('api/guides/bar', 'api'),
      'studio/index': doc('studio/index', 'studio'),
      'studio/one': doc('studio/one', 'studio'),
      orphan: doc('orphan'),
    },
  };
}

const page = (path: string, sidebar?: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  ...(sidebar ? {sidebar} : {}),
});

function tree(pages: RouteConfig[]): RouteConfig {
  return {
    path: '/docs',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        props: {version: version()},
        routes: [
          {path: '/docs', component: '@theme/DocRoot', routes: pages},
          {
            path: '/docs/tags',
            component: '@theme/DocTagsListPage',
            exact: true,
          },
        ],
      },
    ],
  };
}

// API pages share addresses with the guides, as on the site: `/docs/foo`
// beside `/docs/intro`, `/docs/guides/bar` beside `/docs/guides/one`.
const pages = [
  page('/docs/', 'main'),
  page('/docs/intro', 'main'),
  page('/docs/guides', 'main'),
  page('/docs/guides/one', 'main'),
  page('/docs/api', 'api'),
  page('/docs/foo', 'api'),
  page('/docs/guides/bar', 'api'),
  page('/docs/studio', 'studio'),
  page('/docs/studio/one', 'studio'),
  page('/docs/orphan'),
];

type Version = RouteConfig & {props: {version: PropVersionMetadata}};

describe('commonPrefix', () => {
  it('finds the deepest shared directory', () => {
    expect(commonPrefix(['/docs/api', '/docs/api/foo'])).toBe('/docs/api');
    expect(commonPrefix(['/docs/a/x', '/docs/b/y'])).toBe('/docs');
    expect(commonPrefix(['/docs/a'])).toBe('/docs/a');
  });
});

describe('alternationPath', () => {
  it('lists pages below the version path as one pattern', () => {
    expect(alternationPath('/docs', ['/docs/foo', '/docs/lambda/cli/'])).toBe(
      '/docs/(foo|lambda/cli)',
    );
  });

  it('refuses paths with pattern characters', () => {
    expect(alternationPath('/docs', ['/docs/a(b)'])).toBeNull();
    expect(alternationPath('/docs', ['/docs/a.b'])).toBeNull();
  });
});

describe('splitDocsRoutes', () => {
  const split = (input: RouteConfig[]) =>
    splitDocsRoutes(tree(input), {cardListPages: new Set()});

  it('gives every sidebar its own version route with only its sidebar', () => {
    const result = split(pages);
    const routes = result.routes as Version[];
    expect(routes.map((r) => r.path)).toEqual([
      '/docs/studio',
      '/docs/(api|foo|guides/bar)',
      '/docs',
    ]);
    expect(
      routes.map((r) => Object.keys(r.props.version.docsSidebars)),
    ).toEqual([['studio'], ['api'], ['main']]);
    // A listed route matches exactly its pages, not what lies below them.
    expect(routes[1]?.exact).toBe(true);
    expect(routes[0]?.exact).toBeUndefined();
    // The plain route keeps pages without a sidebar and the tag pages.
    expect(routes[2]?.routes?.[0]?.routes?.map((r) => r.path)).toEqual([
      '/docs/',
      '/docs/intro',
      '/docs/guides',
      '/docs/guides/one',
      '/docs/orphan',
    ]);
    expect(routes[2]?.routes?.[1]?.path).toBe('/docs/tags');
  });

  it('routes every page to the version route of its own sidebar', () => {
    const result = split(pages);
    for (const leaf of pages) {
      // The matcher Docusaurus uses on the client to pick a page's routes.
      const matched = matchRoutes(
        (result.routes ?? []) as unknown as MatcherRoute[],
        leaf.path,
      ).map((match) => match.route as unknown as RouteConfig);
      const versionRoute = matched[0] as Version | undefined;
      const docRoute = matched.at(-1);
      expect(docRoute?.path, leaf.path).toBe(leaf.path);
      const sidebars = Object.keys(
        versionRoute?.props.version.docsSidebars ?? {},
      );
      if (leaf.sidebar) {
        expect(sidebars, leaf.path).toEqual([leaf.sidebar]);
      }
    }
  });

  it('keeps the longest page list in the plain version route', () => {
    const moreApi = [
      ...pages,
      page('/docs/a-long-api-page-name', 'api'),
      page('/docs/another-long-api-page', 'api'),
    ].filter((p) => p.path !== '/docs/');
    const routes = split(moreApi).routes as Version[];
    expect(routes.map((r) => r.path)).toEqual([
      '/docs/studio',
      '/docs/(intro|guides|guides/one)',
      '/docs',
    ]);
  });

  it('keeps doc descriptions only where a doc card can show them', () => {
    const none = splitDocsRoutes(tree(pages), {cardListPages: new Set()});
    const withCards = splitDocsRoutes(tree(pages), {
      cardListPages: new Set(['/docs/guides/']),
    });
    const rest = (r: RouteConfig) => (r.routes as Version[]).at(-1)!;
    expect(rest(none).props.version.docs).toEqual({});
    expect(rest(withCards).props.version.docs).toEqual({
      'guides/one': doc('guides/one', 'main'),
    });
  });
});

describe('cardDocIds', () => {
  it('collects the direct doc items of card-list categories', () => {
    const ids = cardDocIds(version().docsSidebars, new Set(['/docs/guides/']));
    expect([...ids]).toEqual(['guides/one']);
  });
});
