import {describe, expect, it, vi} from 'vitest';

vi.mock('@generated/routes', () => ({default: []}));
// `@docusaurus/router` is an alias of the bundler; it re-exports React
// Router's matcher, which is what the sidebar lookup must agree with.
vi.mock('@docusaurus/router', async () => {
  const reactRouter = await import('react-router');
  return {
    matchPath: reactRouter.matchPath,
    useLocation: () => ({pathname: '/'}),
  };
});

const {sidebarOfRoute} = await import('./useRouteSidebar');

const routes = [
  {
    path: '/docs',
    routes: [
      {
        path: '/docs/(interpolate|lambda/rendermediaonlambda)',
        exact: true,
        routes: [
          {
            path: '/docs',
            routes: [
              {path: '/docs/interpolate', exact: true, sidebar: 'apiSidebar'},
              {
                path: '/docs/lambda/rendermediaonlambda',
                exact: true,
                sidebar: 'apiSidebar',
              },
            ],
          },
        ],
      },
      {
        path: '/docs',
        routes: [
          {
            path: '/docs',
            routes: [
              {path: '/docs/', exact: true, sidebar: 'mainSidebar'},
              {path: '/docs/lambda', exact: true, sidebar: 'mainSidebar'},
              {path: '/docs/orphan', exact: true},
            ],
          },
        ],
      },
    ],
  },
  {path: '/blog', exact: true},
];

describe('sidebarOfRoute', () => {
  it('finds the sidebar of the route React Router would render', () => {
    expect(sidebarOfRoute(routes, '/docs/interpolate')).toBe('apiSidebar');
    expect(sidebarOfRoute(routes, '/docs/lambda/rendermediaonlambda')).toBe(
      'apiSidebar',
    );
    expect(sidebarOfRoute(routes, '/docs/lambda')).toBe('mainSidebar');
    expect(sidebarOfRoute(routes, '/docs/')).toBe('mainSidebar');
  });

  it('has no sidebar outside the docs or for pages in none', () => {
    expect(sidebarOfRoute(routes, '/blog')).toBeUndefined();
    expect(sidebarOfRoute(routes, '/docs/orphan')).toBeUndefined();
    expect(sidebarOfRoute(routes, '/docs/missing')).toBeUndefined();
  });
});
