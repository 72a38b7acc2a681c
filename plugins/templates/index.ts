import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Template} from '../../src/data/types';
import {createDataPagesPlugin} from '../data-pages';
import type {PluginOptions} from './options';
import {templateSchema} from './schema';

/** Validates the template list and adds /templates/ and /templates/{slug}. */
export default function templatesPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin<readonly Template[]> {
  return createDataPagesPlugin<Template>(context, {
    name: 'templates',
    label: 'template',
    file: options.file,
    exportName: 'templates',
    schema: templateSchema,
    imageFields: ['preview.src'],
    routes: {
      basePath: options.routeBasePath,
      listComponent: '@site/src/components/templates/TemplatesListPage',
      listProp: 'templates',
      itemComponent: '@site/src/components/templates/TemplatePage',
      itemProp: 'template',
    },
  });
}

export {validateOptions} from './options';
