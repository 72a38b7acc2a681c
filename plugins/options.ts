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
