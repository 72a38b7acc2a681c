import {Joi} from '@docusaurus/utils-validation';
import {EXPERT_SKILLS, EXPERT_KINDS} from '../../src/data/tags';
import type {Expert} from '../../src/data/types';
import {sampleEntrySchema} from '../data-pages/sampleEntry';
import {httpsUrlSchema, localImageSchema} from '../data-pages/validate';

export const expertSchema = sampleEntrySchema<Expert>({
  name: Joi.string().trim().min(2).required(),
  kind: Joi.string()
    .valid(...EXPERT_KINDS)
    .required(),
  tagline: Joi.string().trim().min(10).max(160).required(),
  bio: Joi.string().trim().min(80).required(),
  location: Joi.string().trim().required(),
  skills: Joi.array()
    .items(Joi.string().valid(...EXPERT_SKILLS))
    .min(1)
    .unique()
    .required(),
  offers: Joi.array().items(Joi.string().trim().min(3)).min(1).required(),
  avatar: localImageSchema.required(),
  links: Joi.object({
    website: httpsUrlSchema,
    email: Joi.string().email({tlds: false}),
    github: Joi.string().pattern(/^[A-Za-z0-9-]+$/),
    x: Joi.string().pattern(/^[A-Za-z0-9_]+$/),
    linkedin: httpsUrlSchema,
  })
    .min(1)
    .required(),
  since: Joi.number().integer().min(2021).max(2100).required(),
});
