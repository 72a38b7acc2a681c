import {Joi} from '@docusaurus/utils-validation';
import {SHOWCASE_TAGS} from '../../src/data/tags';
import type {ShowcaseEntry} from '../../src/data/types';
import {sampleEntrySchema} from '../data-pages/sampleEntry';
import {
  httpsUrlSchema,
  localImageSchema,
  slugSchema,
} from '../data-pages/validate';

export const showcaseSchema = sampleEntrySchema<ShowcaseEntry>({
  title: Joi.string().trim().min(2).required(),
  description: Joi.string().trim().min(20).required(),
  author: Joi.string().trim().required(),
  url: httpsUrlSchema.required(),
  poster: localImageSchema.required(),
  tags: Joi.array()
    .items(Joi.string().valid(...SHOWCASE_TAGS))
    .min(1)
    .unique()
    .required(),
  demoId: slugSchema,
});
