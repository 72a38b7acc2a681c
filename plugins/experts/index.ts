import type {Expert} from '../../src/data/types';
import {dataPagesPlugin} from '../data-pages';
import {expertSchema} from './schema';

/** Validates the expert profiles and adds /experts/ and /experts/{slug}. */
export default dataPagesPlugin<Expert>({
  name: 'experts',
  label: 'expert',
  schema: expertSchema,
  imageFields: ['avatar'],
  pages: {list: 'ExpertsListPage', item: 'ExpertProfilePage'},
});
