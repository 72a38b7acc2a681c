import {Joi} from '@docusaurus/utils-validation';
import {TEMPLATE_TAGS} from '../../src/data/tags';
import type {Template} from '../../src/data/types';
import {
  httpsUrlSchema,
  localImageSchema,
  slugSchema,
} from '../data-pages/validate';

export const templateSchema = Joi.object<Template>({
  slug: slugSchema.required(),
  title: Joi.string().trim().min(2).required(),
  shortDescription: Joi.string().trim().min(10).max(160).required(),
  description: Joi.string().trim().min(60).required(),
  tags: Joi.array()
    .items(Joi.string().valid(...TEMPLATE_TAGS))
    .min(1)
    .unique()
    .required(),
  stack: Joi.array().items(Joi.string().trim()).min(1).required(),
  files: Joi.array()
    .items(
      Joi.object({
        path: Joi.string().trim().required(),
        purpose: Joi.string().trim().required(),
      }),
    )
    .min(1)
    .required(),
  packages: Joi.array().items(Joi.string().trim()).min(1).required(),
  repository: httpsUrlSchema.required(),
  cliFlag: slugSchema.required(),
  preview: Joi.alternatives()
    .try(
      Joi.object({
        type: Joi.string().valid('demo').required(),
        demoId: slugSchema.required(),
      }),
      Joi.object({
        type: Joi.string().valid('image').required(),
        src: localImageSchema.required(),
        alt: Joi.string().trim().min(5).required(),
      }),
    )
    .required(),
  width: Joi.number().integer().positive().required(),
  height: Joi.number().integer().positive().required(),
});
