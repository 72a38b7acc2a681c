import path from 'path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {loadRoutes} from '../__fixtures__/loadRoutes';
import expertsPlugin from './index';

const siteDir = path.join(__dirname, '../__fixtures__/site');
const context = {siteDir} as LoadContext;

function load(file: string) {
  return expertsPlugin(context, {file, routeBasePath: '/experts/'});
}

describe('experts plugin', () => {
  it('loads and validates the entries of the data module', async () => {
    const content = await load('src/data/experts.ts').loadContent!();
    expect(content.map((expert) => expert.slug)).toEqual(['ada-motion']);
  });

  it('adds the list route and one route per expert', async () => {
    const plugin = load('src/data/experts.ts');
    const routes = await loadRoutes(plugin);
    expect(routes.map((route) => [route.path, route.component])).toEqual([
      ['/experts/', '@site/src/components/experts/ExpertsListPage'],
      ['/experts/ada-motion', '@site/src/components/experts/ExpertProfilePage'],
    ]);
    expect(routes[1]!.modules).toEqual({
      expert: '/data/experts-ada-motion-expert.json',
    });
  });

  it('fails with the file, the entry and each bad field named', async () => {
    const error = await Promise.resolve()
      .then(() => load('src/data/broken-experts.ts').loadContent!())
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(
      'src/data/broken-experts.ts, expert entry 0 ("Bad Slug"): field "slug"',
    );
    expect(message).toContain('field "tagline": "tagline" is required');
    expect(message).toContain('field "links.website"');
    expect(message).toContain(
      'field "avatar": image "/img/experts/missing.svg" does not exist',
    );
  });

  it('fails when the module does not export the entries', async () => {
    await expect(
      load('src/data/not-an-array.ts').loadContent!(),
    ).rejects.toThrow(
      'src/data/not-an-array.ts: expected an exported array named "experts".',
    );
  });
});
