import {createOptionsValidator} from '../data-pages/options';

export type {PluginOptions} from '../data-pages/options';

export const validateOptions = createOptionsValidator({
  file: 'src/data/showcase.ts',
  routeBasePath: '/showcase/',
});
