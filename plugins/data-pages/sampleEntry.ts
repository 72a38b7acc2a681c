import {Joi} from '@docusaurus/utils-validation';
import type {SampleEntry} from '../../src/data/types';
import {slugSchema} from './validate';

/**
 * The schema of an entry of a list of fictional samples (experts, showcase):
 * the slug and `sample: true` that every such entry has, then the list's own
 * `keys`.
 */
export function sampleEntrySchema<T extends SampleEntry>(
  keys: Joi.PartialSchemaMap<T>,
): Joi.ObjectSchema<T> {
  return Joi.object<T>({
    slug: slugSchema.required(),
    sample: Joi.boolean().valid(true).required(),
    ...keys,
  });
}
