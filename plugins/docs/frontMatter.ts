import {Joi} from '@docusaurus/utils-validation';
// The docs plugin's own front matter schema. Its package exports `lib/*`, and
// no other entry point exposes the schema; the site extends it here only, so
// that a Docusaurus upgrade that changes it shows up in one place.
import {DocFrontMatterSchema} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import {
  MAX_DESCRIPTION_LENGTH,
  countProseWords,
  findSchemaProblems,
  schemaFields,
  stubMessage,
} from '../../src/lib/frontMatter';

/** The front matter field that explains why a doc is in no sidebar. */
export const NO_SIDEBAR_FIELD = 'no_sidebar';

/**
 * The front matter the site accepts on a docs page: the docs plugin's own
 * fields, plus the fields the site reads, and stricter rules:
 *
 * - `title` and `description` are required; `description` holds at most
 *   160 characters (it is the meta description and the social card text);
 * - `api` names the exports the page documents (`npm run docs:coverage`);
 * - `markdown_copy: false` opts the page out of its Markdown copy
 *   (`plugins/markdown-copies`);
 * - `no_sidebar` says why a page is in no sidebar (see `findDocsOutsideSidebars`);
 * - any other field is an error.
 *
 * Validated with `convert: false` (see `findSchemaProblems`): the plugin's
 * schema turns a number into a string (`title: 5` becomes "5"), which hides
 * a value that YAML did not read as the writer meant.
 */
export const DOC_FRONT_MATTER_SCHEMA = (
  DocFrontMatterSchema as Joi.ObjectSchema<Record<string, unknown>>
)
  .keys({
    title: Joi.string().required(),
    description: Joi.string().max(MAX_DESCRIPTION_LENGTH).required(),
    api: Joi.alternatives(Joi.string(), Joi.array().items(Joi.string()).min(1)),
    markdown_copy: Joi.boolean(),
    [NO_SIDEBAR_FIELD]: Joi.string(),
  })
  .unknown(false);

/** What to write in a field, completing "Add ..." and "Write ...". */
export const DOC_FIELD_HELP: Readonly<Record<string, string>> = {
  title: 'the page title as a string (title: My page)',
  description: `one sentence of at most ${MAX_DESCRIPTION_LENGTH} characters saying what the page is for; it becomes the meta description and the social card text`,
  api: 'the export the page documents (api: renderMedia), or a list of them (api: [Circle, makeCircle])',
  markdown_copy: 'false to leave the page out of the Markdown copies',
  [NO_SIDEBAR_FIELD]: 'a sentence saying why the page is in no sidebar',
  slug: 'an absolute address below /docs (slug: /renderer/render-media)',
  sidebar_label: 'a short label as a string',
};

const KNOWN_FIELDS = schemaFields(DOC_FRONT_MATTER_SCHEMA);

/** One doc as read from disk: raw front matter (as YAML wrote it) and source. */
export type DocFile = {
  /** Path relative to the site directory, for messages. */
  readonly file: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
  /** The whole file, front matter included. */
  readonly source: string;
};

export type DocRules = {
  /** Fewest words of prose in the body (`countProseWords`). */
  readonly minProseWords: number;
};

/** Every problem of one doc's front matter and body, one message each. */
export function findDocProblems(doc: DocFile, rules: DocRules): string[] {
  const problems = findSchemaProblems(
    DOC_FRONT_MATTER_SCHEMA,
    doc.frontMatter,
    {
      file: doc.file,
      knownFields: KNOWN_FIELDS,
      help: DOC_FIELD_HELP,
      schemaFile: 'plugins/docs/frontMatter.ts',
    },
  );
  const words = countProseWords(doc.source, doc.file);
  if (words < rules.minProseWords) {
    problems.push(stubMessage(doc.file, words, rules.minProseWords));
  }
  return problems;
}
