import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../options';

/** Options of a data-pages plugin instance (experts, templates, showcase). */
export type PluginOptions = {
  /** Module exporting the entries, relative to the site directory. */
  readonly file: string;
  /** Base path of the routes, with leading and trailing slash. */
  readonly routeBasePath: string;
};

export type Options = Partial<PluginOptions>;

/** Builds the `validateOptions` export of a plugin from its defaults. */
export function createOptionsValidator(defaults: PluginOptions) {
  const schema = Joi.object<PluginOptions>({
    file: Joi.string().default(defaults.file),
    routeBasePath: Joi.string()
      .pattern(/^\/(.*\/)?$/)
      .default(defaults.routeBasePath),
  });
  return validateWith(schema);
}
