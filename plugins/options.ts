import type {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/**
 * The `validateOptions` export of a plugin whose options are one Joi object:
 * Docusaurus calls it with the options from `docusaurus.config.ts` (or none)
 * and reports a failed validation with the plugin's name.
 */
export function validateWith<Options>(schema: Joi.ObjectSchema<Options>) {
  return function validateOptions({
    validate,
    options,
  }: OptionValidationContext<Partial<Options> | undefined, Options>): Options {
    return validate(schema, options ?? {});
  };
}

/**
 * Runs the `validateOptions` of an official plugin that a site plugin wraps
 * (docs, blog) on the wrapped plugin's share of the options. Docusaurus hands
 * the wrapper a `validate` typed for the wrapper's own options; it validates
 * against whatever Joi schema it is given, so it serves the wrapped plugin.
 */
export function validateWrappedOptions<Options, PluginOptions, In, Out>(
  validateOptions: (
    context: OptionValidationContext<Options | undefined, PluginOptions>,
  ) => PluginOptions,
  validate: OptionValidationContext<In, Out>['validate'],
  options: Options,
): PluginOptions {
  return validateOptions({
    validate: validate as unknown as OptionValidationContext<
      Options | undefined,
      PluginOptions
    >['validate'],
    options,
  });
}
