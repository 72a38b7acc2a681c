import {describe, expect, it} from 'vitest';
import {materialiseRoutes, planRoutes} from './routes';

const input = {
  basePath: '/things/',
  entries: [{slug: 'one'}, {slug: 'two'}],
  listComponent: '@site/List',
  listProp: 'things',
  itemComponent: '@site/Item',
  itemProp: 'thing',
};

describe('planRoutes', () => {
  it('plans a list route and one route per entry', () => {
    expect(planRoutes(input)).toEqual([
      {
        path: '/things/',
        component: '@site/List',
        data: {things: input.entries},
      },
      {
        path: '/things/one',
        component: '@site/Item',
        data: {thing: {slug: 'one'}},
      },
      {
        path: '/things/two',
        component: '@site/Item',
        data: {thing: {slug: 'two'}},
      },
    ]);
  });
});

describe('materialiseRoutes', () => {
  it('writes each data module and references it from the route', async () => {
    const written: Record<string, string> = {};
    const routes = await materialiseRoutes(
      planRoutes(input),
      async (name, data) => {
        written[name] = data;
        return `/generated/${name}`;
      },
    );
    expect(routes[1]).toEqual({
      path: '/things/one',
      component: '@site/Item',
      exact: true,
      modules: {thing: '/generated/things-one-thing.json'},
    });
    expect(JSON.parse(written['things-things.json']!)).toEqual(input.entries);
  });
});
