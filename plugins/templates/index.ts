import type {Template} from '../../src/data/types';
import {dataPagesPlugin} from '../data-pages';
import {templateSchema} from './schema';

/** Validates the template list and adds /templates/ and /templates/{slug}. */
export default dataPagesPlugin<Template>({
  name: 'templates',
  label: 'template',
  schema: templateSchema,
  imageFields: ['preview.src'],
  pages: {list: 'TemplatesListPage', item: 'TemplatePage'},
});
