/**
 * Framework-free front matter and body rules shared by the docs and
 * collection plugins (build and dev server) and the content scripts.
 */
export {MIN_PROSE_WORDS, countProseWords, proseOf} from '../markdown/prose';
export {closestName} from './didYouMean';
export {editDistance} from '../editDistance';
export {
  describeIssue,
  describeValue,
  findSchemaProblems,
  problemsError,
  schemaFields,
  stubMessage,
  type FrontMatterSchema,
  type MessageContext,
  type SchemaIssue,
} from './problems';

/** The longest description: it becomes the meta description and social card text. */
export const MAX_DESCRIPTION_LENGTH = 160;

/**
 * Checks a plugin's `minProseWords` option (the stub threshold), naming the
 * plugin in the error.
 */
export function assertWordCount(plugin: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(
      `${plugin} plugin option "minProseWords" must be a whole number of words, got ${String(value)}.`,
    );
  }
}
