import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Joi} from '@docusaurus/utils-validation';
import {loadEntriesModule} from './content';
import {materialiseRoutes, planRoutes} from './routes';
import {assertValidEntries} from './validate';

export type DataPagesOptions<T extends {readonly slug: string}> = {
  readonly name: string;
  /** Label for messages, e.g. `expert`. */
  readonly label: string;
  /** Module with the entries, relative to the site directory. */
  readonly file: string;
  readonly exportName: string;
  readonly schema: Joi.ObjectSchema<T>;
  /** Fields holding local image paths that must exist under static/. */
  readonly imageFields: readonly string[];
  /** When set, a list page plus a page per entry are added. */
  readonly routes?: {
    readonly basePath: string;
    readonly listComponent: string;
    readonly listProp: string;
    readonly itemComponent: string;
    readonly itemProp: string;
  };
};

/**
 * Builds a plugin that reads typed site data, validates every entry and
 * (optionally) creates a list route and one route per entry.
 */
export function createDataPagesPlugin<T extends {readonly slug: string}>(
  context: LoadContext,
  options: DataPagesOptions<T>,
): Plugin<readonly T[]> {
  const file = path.resolve(context.siteDir, options.file);
  return {
    name: options.name,
    getPathsToWatch() {
      return [file];
    },
    async loadContent() {
      const entries = await loadEntriesModule(
        context.siteDir,
        options.file,
        options.exportName,
      );
      assertValidEntries(
        entries,
        options.schema,
        {label: options.label, file: options.file},
        {
          staticDir: path.join(context.siteDir, 'static'),
          imageFields: options.imageFields,
        },
      );
      return entries as readonly T[];
    },
    async contentLoaded({content, actions}) {
      if (!options.routes) {
        return;
      }
      const planned = planRoutes({...options.routes, entries: content});
      const routes = await materialiseRoutes(planned, actions.createData);
      routes.forEach((route) => actions.addRoute(route));
    },
  };
}
