import path from 'path';
import {describe, expect, it} from 'vitest';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import templatesPlugin from './index';

const context = {
  siteDir: path.join(__dirname, '../__fixtures__/site'),
} as LoadContext;

describe('templates plugin', () => {
  it('loads the templates and adds the list and one route per template', async () => {
    const plugin = templatesPlugin(context, {
      file: 'src/data/templates.ts',
      routeBasePath: '/templates/',
    });
    const content = await plugin.loadContent!();
    const routes: RouteConfig[] = [];
    await plugin.contentLoaded!({
      content,
      actions: {
        addRoute: (route: RouteConfig) => routes.push(route),
        createData: async (name: string) => `/data/${name}`,
        setGlobalData: () => undefined,
      },
    } as unknown as Parameters<NonNullable<typeof plugin.contentLoaded>>[0]);
    expect(routes.map((route) => route.path)).toEqual([
      '/templates/',
      '/templates/render-server',
    ]);
  });
});
