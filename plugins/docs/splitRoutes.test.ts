import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {
  PropSidebarItem,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import {cardDocIds, commonPrefix, splitDocsRoutes} from './splitRoutes';

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
      api: [link('api/index', '/docs/api/'), link('api/foo', '/docs/api/foo')],
    },
    docs: {
      intro: doc('intro', 'main'),
      'guides/index': doc('guides/index', 'main'),
      'guides/one': doc('guides/one', 'main'),
      'api/index': doc('api/index', 'api'),
      'api/foo': doc('api/foo', 'api'),
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

const pages = [
  page('/docs/intro', 'main'),
  page('/docs/guides/', 'main'),
  page('/docs/guides/one', 'main'),
  page('/docs/api/', 'api'),
  page('/docs/api/foo', 'api'),
  page('/docs/orphan'),
];

type Version = RouteConfig & {props: {version: PropVersionMetadata}};

describe('commonPrefix', () => {
  it('finds the deepest shared directory', () => {
    expect(commonPrefix(['/docs/api/', '/docs/api/foo'])).toBe('/docs/api');
    expect(commonPrefix(['/docs/a/x', '/docs/b/y'])).toBe('/docs');
    expect(commonPrefix(['/docs/a'])).toBe('/docs/a');
  });
});

describe('splitDocsRoutes', () => {
  it('gives a sidebar with its own URL prefix its own version route', () => {
    const result = splitDocsRoutes(tree(pages), {cardListPages: new Set()});
    const [api, rest] = result.routes as Version[];
    expect(result.routes).toHaveLength(2);
    expect(api?.path).toBe('/docs/api');
    expect(Object.keys(api!.props.version.docsSidebars)).toEqual(['api']);
    expect(api?.routes?.[0]?.routes?.map((r) => r.path)).toEqual([
      '/docs/api/',
      '/docs/api/foo',
    ]);
    expect(rest?.path).toBe('/docs');
    expect(Object.keys(rest!.props.version.docsSidebars)).toEqual(['main']);
    // The rest keeps pages without a sidebar and the tag pages.
    expect(rest?.routes?.[0]?.routes?.map((r) => r.path)).toEqual([
      '/docs/intro',
      '/docs/guides/',
      '/docs/guides/one',
      '/docs/orphan',
    ]);
    expect(rest?.routes?.[1]?.path).toBe('/docs/tags');
  });

  it('keeps a sidebar in the shared route when another page uses its prefix', () => {
    const mixed = [...pages, page('/docs/api/stray', 'main')];
    const result = splitDocsRoutes(tree(mixed), {cardListPages: new Set()});
    expect(result.routes).toHaveLength(1);
    const [only] = result.routes as Version[];
    expect(Object.keys(only!.props.version.docsSidebars)).toEqual([
      'main',
      'api',
    ]);
  });

  it('keeps doc descriptions only where a doc card can show them', () => {
    const none = splitDocsRoutes(tree(pages), {cardListPages: new Set()});
    const withCards = splitDocsRoutes(tree(pages), {
      cardListPages: new Set(['/docs/guides/']),
    });
    const rest = (r: RouteConfig) => (r.routes as Version[])[1]!;
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
