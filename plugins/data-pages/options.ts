import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../options';

/** Options of a data-pages plugin instance (experts, templates, showcase). */
export type PluginOptions = {
  /** Module exporting the entries, relative to the site directory. */
  readonly file: string;
  /** Base path of the routes, with leading and trailing slash. */
  readonly routeBasePath: string;
};

/**
 * Builds the `validateOptions` of the plugin of the data set `name`. Without
 * options from `docusaurus.config.ts`, its entries are in `src/data/{name}.ts`
 * and its pages sit under `/{name}/`.
 */
export function createOptionsValidator(name: string) {
  const schema = Joi.object<PluginOptions>({
    file: Joi.string().default(`src/data/${name}.ts`),
    routeBasePath: Joi.string()
      .pattern(/^\/(.*\/)?$/)
      .default(`/${name}/`),
  });
  return validateWith(schema);
}
