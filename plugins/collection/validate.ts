import {
  countProseWords,
  findSchemaProblems,
  problemsError,
  schemaFields,
  stubMessage,
} from '../../src/lib/frontMatter';
import {postFieldHelp, postSchema} from './frontMatter';

/** The part of a post this validation reads. */
export type PostToValidate = {
  /** Path relative to the site directory, for messages. */
  readonly file: string;
  /** The front matter as YAML wrote it (before the blog plugin's conversions). */
  readonly frontMatter: Readonly<Record<string, unknown>>;
  /** The whole file, front matter included. */
  readonly source: string;
  /** The authors the blog plugin resolved from the front matter. */
  readonly authors: readonly unknown[];
};

export type CollectionRules = {
  /** Collection name used in messages, for example `blog`. */
  readonly collection: string;
  /** Front matter fields that every post must set. */
  readonly requiredFields: readonly string[];
  /** Fewest words of prose in a post's body (`countProseWords`). */
  readonly minProseWords: number;
};

/**
 * Returns one message per problem: each names the file, the field and what
 * to do. The blog plugin infers a title from the file name and a date from
 * git when they are missing; a collection of ours requires them to be
 * explicit.
 */
export function findPostProblems(
  posts: readonly PostToValidate[],
  rules: CollectionRules,
): string[] {
  const schema = postSchema(rules.requiredFields);
  const knownFields = schemaFields(schema);
  const help = postFieldHelp(rules.collection);
  return posts.flatMap((post) => {
    const problems = findSchemaProblems(schema, post.frontMatter, {
      file: post.file,
      knownFields,
      help,
      schemaFile: 'plugins/collection/frontMatter.ts',
    });
    const authorsField = post.frontMatter.authors;
    if (
      Array.isArray(authorsField) &&
      authorsField.length > 0 &&
      post.authors.length === 0
    ) {
      problems.push(
        `${post.file}: front matter field "authors" resolved to no author. List keys of the collection's authors.yml.`,
      );
    }
    const words = countProseWords(post.source, post.file);
    if (words < rules.minProseWords) {
      problems.push(stubMessage(post.file, words, rules.minProseWords));
    }
    return problems;
  });
}

export function assertValidPosts(
  posts: readonly PostToValidate[],
  rules: CollectionRules,
): void {
  const problems = findPostProblems(posts, rules);
  if (problems.length > 0) {
    throw problemsError(`Invalid ${rules.collection} posts`, problems);
  }
}
