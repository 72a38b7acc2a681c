import {Joi} from '@docusaurus/utils-validation';
import {MAX_DESCRIPTION_LENGTH} from '../../src/lib/frontMatter';

/**
 * The front matter a post of a collection (blog, learn, success stories)
 * may set. The blog plugin does not export its own schema, so this one
 * lists the blog plugin's fields the site uses, with the site's types:
 * authors and tags are keys of the collection's `authors.yml` and
 * `tags.yml` (inline authors and tags fail the build), and
 * `markdown_copy: false` opts a post out of its Markdown copy. Any other
 * field is an error. Validated with `convert: false`, so `title: 5` is
 * reported instead of becoming "5".
 */
export const POST_FIELDS = {
  title: Joi.string(),
  description: Joi.string().max(MAX_DESCRIPTION_LENGTH),
  date: Joi.date(),
  authors: Joi.array().items(Joi.string()).min(1),
  tags: Joi.array().items(Joi.string()).min(1),
  slug: Joi.string(),
  image: Joi.string(),
  keywords: Joi.array().items(Joi.string()),
  sidebar_label: Joi.string(),
  title_meta: Joi.string(),
  hide_table_of_contents: Joi.boolean(),
  toc_min_heading_level: Joi.number().integer().min(2).max(6),
  toc_max_heading_level: Joi.number().integer().min(2).max(6),
  draft: Joi.boolean(),
  unlisted: Joi.boolean(),
  markdown_copy: Joi.boolean(),
} as const;

/**
 * Fields only some collections use, allowed in a collection that requires
 * them (its `requiredFields` option): the success stories are fictional
 * samples about a company in an industry.
 */
export const COLLECTION_FIELDS = {
  sample: Joi.boolean().valid(true),
  company: Joi.string(),
  industry: Joi.string(),
} as const;

export function isPostField(field: string): boolean {
  return field in POST_FIELDS || field in COLLECTION_FIELDS;
}

/** The schema of one collection: which fields it allows and requires. */
export function postSchema(
  requiredFields: readonly string[],
): Joi.ObjectSchema<Record<string, unknown>> {
  const extra = Object.fromEntries(
    Object.entries(COLLECTION_FIELDS).filter(([field]) =>
      requiredFields.includes(field),
    ),
  );
  return Joi.object<Record<string, unknown>>({...POST_FIELDS, ...extra})
    .fork([...requiredFields], (schema) => schema.required())
    .unknown(false);
}

/** What to write in a field, completing "Add ..." and "Write ...". */
export function postFieldHelp(
  collection: string,
): Readonly<Record<string, string>> {
  return {
    title: 'the title as a string (title: My post)',
    description: `one sentence of at most ${MAX_DESCRIPTION_LENGTH} characters saying what the post is about; it becomes the meta description and the social card text`,
    date: 'the publication date, unquoted (date: 2024-01-31)',
    authors: `a list of author keys from the collection's authors.yml (authors: [jonny])`,
    tags: `a list of tag keys from the collection's tags.yml (tags: [release])`,
    image: 'the path of the cover image (image: /img/learn/cover.png)',
    sample: `true: every entry of the ${collection} collection is a fictional sample`,
    company: 'the name of the fictional company as a string',
    industry: 'the industry of the company as a string',
    markdown_copy: 'false to leave the post out of the Markdown copies',
  };
}
