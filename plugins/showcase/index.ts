import type {ShowcaseEntry} from '../../src/data/types';
import {dataPagesPlugin} from '../data-pages';
import {showcaseSchema} from './schema';

/**
 * Validates the showcase entries at build time. The /showcase/ page itself
 * lives in src/pages/showcase and imports the typed data directly.
 */
export default dataPagesPlugin<ShowcaseEntry>({
  name: 'showcase',
  label: 'showcase',
  schema: showcaseSchema,
  imageFields: ['poster'],
});
