import {createRequire} from 'module';
import {describe, expect, it} from 'vitest';
import {bucketOf, routeKey} from './client/bucketOf';
import {parseRoutes, splitRouteTables, type GeneratedRoute} from './split';

const require = createRequire(import.meta.url);
// The framework's own generator of routes.js and routesChunkNames.json, so
// these tests fail when an upgrade changes what it writes.
const {generateRoutesCode} =
  require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
    generateRoutesCode: (routes: unknown[]) => {
      routesConfig: string;
      routesChunkNames: Record<string, unknown>;
      registry: Record<string, string>;
    };
  };

/** registry.js as core writes it (its template is checked in registry.test.ts). */
function registrySource(registry: Record<string, string>): string {
  const entries = Object.entries(registry)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(
      ([name, request]) =>
        `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${request}"), "${request}", require.resolveWeak("${request}")],`,
    );
  return `export default {\n${entries.join('\n')}};\n`;
}

const docs = Array.from({length: 40}, (_, index) => ({
  path: `/docs/page-${index}`,
  component: '@theme/DocItem',
  exact: true,
  sidebar: 'mainSidebar',
  modules: {content: `@site/docs/page-${index}.mdx`},
}));

const SITE = [
  {path: '/', component: '@site/src/pages/index.tsx', exact: true},
  {path: '/blog/hello', component: '@theme/BlogPostPage', exact: true},
  {path: '/blog/tags/:tag', component: '@theme/BlogTagPage', exact: true},
  {
    path: '/docs',
    component: '@theme/DocsRoot',
    routes: [{path: '/docs', component: '@theme/DocRoot', routes: docs}],
  },
];

function generated() {
  const code = generateRoutesCode(SITE);
  return {
    routes: code.routesConfig,
    registry: registrySource(code.registry),
    chunkNames: JSON.stringify(code.routesChunkNames),
  };
}

function split(routesPerTable = 8) {
  return splitRouteTables({
    ...generated(),
    runtimeModule: '/runtime.ts',
    baseUrl: '/',
    routesPerTable,
  });
}

/** Evaluates a generated table module's `routes` export. */
function tableRoutes(source: string): unknown[][] {
  const match = /export const routes = (\[[\s\S]*\]);\n/.exec(source);
  return JSON.parse(match![1]!) as unknown[][];
}

describe('parseRoutes', () => {
  it('reads the route list the framework generates', () => {
    const tree = parseRoutes(generated().routes);
    expect(tree.map((route) => route.path)).toEqual([
      '/',
      '/blog/hello',
      '/blog/tags/:tag',
      '/docs',
      '*',
    ]);
    const docRoot = tree[3]!.routes![0]! as GeneratedRoute;
    expect(docRoot.routes).toHaveLength(40);
    expect(docRoot.routes![0]).toMatchObject({
      path: '/docs/page-0',
      exact: true,
      sidebar: 'mainSidebar',
    });
  });

  it('fails, naming the file, when the format changes', () => {
    expect(() => parseRoutes('export default {};')).toThrow(
      /\.docusaurus\/routes\.js/,
    );
  });
});

describe('splitRouteTables', () => {
  it('moves every page route to exactly the table its path hashes to', () => {
    const output = split();
    expect(output.counts).toEqual({kept: 4, moved: 41, tables: 6});
    const seen = new Map<string, number>();
    [...output.tables.values()].forEach((source, index) => {
      for (const [, , path] of tableRoutes(source)) {
        expect(bucketOf(path as string, 6)).toBe(index);
        seen.set(path as string, (seen.get(path as string) ?? 0) + 1);
      }
    });
    expect(seen.size).toBe(41);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
  });

  it('keeps layouts, patterns, the home page and the catch-all', () => {
    const {routes} = split();
    for (const kept of ['"/"', '"/blog/tags/:tag"', '"/docs"', '"*"']) {
      expect(routes).toContain(`path: ${kept}`);
    }
    expect(routes).not.toContain('/docs/page-0');
    expect(routes).not.toContain('/blog/hello');
    // Root pages live under a path-less outlet whose list ends with the
    // catch-all, so unknown paths still reach the 404 page.
    expect(routes).toMatch(/\{component: RouteTableOutlet, routes: l\d+\}/);
  });

  it('ships each chunk once: kept routes in the main registry, the rest in tables', () => {
    const output = split();
    const mainChunks = [...output.registry.matchAll(/^ {2}"([^"]+)"/gm)].map(
      (match) => match[1],
    );
    for (const source of output.tables.values()) {
      for (const [, name] of source.matchAll(/^ {2}"([^"]+)": \[/gm)) {
        expect(mainChunks).not.toContain(name);
      }
    }
    // No source paths: the browser never reads them.
    expect(output.registry).not.toMatch(/\), "@/);
    expect(output.registry).toContain(', 0, require.resolveWeak(');
  });

  it('fails when a route has no chunk names', () => {
    const input = generated();
    expect(() =>
      splitRouteTables({
        ...input,
        chunkNames: '{}',
        runtimeModule: '/runtime.ts',
        baseUrl: '/',
      }),
    ).toThrow(/routesChunkNames\.json/);
  });
});

describe('bucketOf', () => {
  it('keys paths the way React Router matches them', () => {
    expect(routeKey('/Docs/Player/')).toBe('/docs/player');
    expect(routeKey('/')).toBe('/');
    expect(bucketOf('/docs/player/', 28)).toBe(bucketOf('/DOCS/PLAYER', 28));
    expect(bucketOf('/docs/caf%C3%A9', 28)).toBe(bucketOf('/docs/café', 28));
  });
});
