import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Expert} from '../../src/data/types';
import {createDataPagesPlugin} from '../data-pages';
import type {PluginOptions} from './options';
import {expertSchema} from './schema';

/** Validates the expert profiles and adds /experts/ and /experts/{slug}. */
export default function expertsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin<readonly Expert[]> {
  return createDataPagesPlugin<Expert>(context, {
    name: 'experts',
    label: 'expert',
    file: options.file,
    exportName: 'experts',
    schema: expertSchema,
    imageFields: ['avatar'],
    routes: {
      basePath: options.routeBasePath,
      listComponent: '@site/src/components/experts/ExpertsListPage',
      listProp: 'experts',
      itemComponent: '@site/src/components/experts/ExpertProfilePage',
      itemProp: 'expert',
    },
  });
}

export {validateOptions} from './options';
