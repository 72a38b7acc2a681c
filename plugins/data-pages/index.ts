import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Joi} from '@docusaurus/utils-validation';
import type {Entry} from '../../src/data/types';
import {loadEntriesModule} from './content';
import {createOptionsValidator, type PluginOptions} from './options';
import {materialiseRoutes, planRoutes} from './routes';
import {assertValidEntries} from './validate';

/**
 * What sets one data set apart. The rest follows from `name`: the plugin's
 * name, the export holding the entries, the default module
 * (`src/data/{name}.ts`) and address (`/{name}/`).
 */
export type DataSet<T extends Entry> = {
  /** Plural, as in addresses, e.g. `experts`. */
  readonly name: string;
  /** One entry, in messages, e.g. `expert`. */
  readonly label: string;
  readonly schema: Joi.ObjectSchema<T>;
  /** Fields holding local image paths that must exist under static/. */
  readonly imageFields: readonly string[];
  /**
   * When set, a list page plus a page per entry are added: the components
   * `src/components/{name}/{list}`, given the entries as prop `{name}`, and
   * `src/components/{name}/{item}`, given its entry as prop `{label}`.
   */
  readonly pages?: {readonly list: string; readonly item: string};
};

/**
 * Builds the plugin of a data set, as its module's default export: the
 * plugin reads the typed site data, validates every entry and (when the data
 * set has pages) creates a list route and one route per entry. It carries
 * the `validateOptions` Docusaurus looks for on a plugin.
 */
export function dataPagesPlugin<T extends Entry>(dataSet: DataSet<T>) {
  const {name, label, pages} = dataSet;
  function plugin(
    context: LoadContext,
    options: PluginOptions,
  ): Plugin<readonly T[]> {
    const file = path.resolve(context.siteDir, options.file);
    return {
      name,
      getPathsToWatch() {
        return [file];
      },
      async loadContent() {
        const entries = await loadEntriesModule(
          context.siteDir,
          options.file,
          name,
        );
        assertValidEntries(
          entries,
          dataSet.schema,
          {label, file: options.file},
          {
            staticDir: path.join(context.siteDir, 'static'),
            imageFields: dataSet.imageFields,
          },
        );
        return entries as readonly T[];
      },
      async contentLoaded({content, actions}) {
        if (!pages) {
          return;
        }
        const planned = planRoutes({
          basePath: options.routeBasePath,
          entries: content,
          listComponent: `@site/src/components/${name}/${pages.list}`,
          listProp: name,
          itemComponent: `@site/src/components/${name}/${pages.item}`,
          itemProp: label,
        });
        const routes = await materialiseRoutes(planned, actions.createData);
        routes.forEach((route) => actions.addRoute(route));
      },
    };
  }
  plugin.validateOptions = createOptionsValidator(name);
  return plugin;
}
