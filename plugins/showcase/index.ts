import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ShowcaseEntry} from '../../src/data/types';
import {createDataPagesPlugin} from '../data-pages';
import type {PluginOptions} from './options';
import {showcaseSchema} from './schema';

/**
 * Validates the showcase entries at build time. The /showcase/ page itself
 * lives in src/pages/showcase and imports the typed data directly.
 */
export default function showcasePlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin<readonly ShowcaseEntry[]> {
  return createDataPagesPlugin<ShowcaseEntry>(context, {
    name: 'showcase',
    label: 'showcase',
    file: options.file,
    exportName: 'showcase',
    schema: showcaseSchema,
    imageFields: ['poster'],
  });
}

export {validateOptions} from './options';
