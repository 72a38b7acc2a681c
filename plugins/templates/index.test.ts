import path from 'path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {loadRoutes} from '../__fixtures__/loadRoutes';
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
    const routes = await loadRoutes(plugin);
    expect(routes.map((route) => route.path)).toEqual([
      '/templates/',
      '/templates/render-server',
    ]);
  });
});
