import path from 'path';

/** The part of a blog post this validation reads. */
export type PostToValidate = {
  readonly metadata: {
    readonly source: string;
    readonly frontMatter: Readonly<Record<string, unknown>>;
    readonly authors: readonly unknown[];
  };
};

export type CollectionRules = {
  /** Collection name used in messages, for example `blog`. */
  readonly collection: string;
  /** Front matter fields that every post must set. */
  readonly requiredFields: readonly string[];
};

/** Turns `@site/blog/x.mdx` into `blog/x.mdx` for messages. */
function displayPath(source: string): string {
  return source
    .replace(/^@site\//, '')
    .split(path.sep)
    .join('/');
}

function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) {
    return true;
  }
  if (typeof value === 'string') {
    return value.trim() === '';
  }
  if (Array.isArray(value)) {
    return value.length === 0;
  }
  return false;
}

/**
 * Returns one message per problem: each names the file and the field.
 * The blog plugin infers a title from the file name and a date from git when
 * they are missing; a collection of ours requires them to be explicit.
 */
export function findPostProblems(
  posts: readonly PostToValidate[],
  rules: CollectionRules,
): string[] {
  const problems: string[] = [];
  for (const post of posts) {
    const file = displayPath(post.metadata.source);
    for (const field of rules.requiredFields) {
      const value = post.metadata.frontMatter[field];
      if (field === 'sample' && value !== true) {
        problems.push(
          `${file}: front matter field "sample" must be true: every entry of the ${rules.collection} collection is a fictional sample.`,
        );
      } else if (isMissing(value)) {
        problems.push(
          `${file}: front matter field "${field}" is required in the ${rules.collection} collection.`,
        );
      }
    }
    if (
      rules.requiredFields.includes('authors') &&
      !isMissing(post.metadata.frontMatter.authors) &&
      post.metadata.authors.length === 0
    ) {
      problems.push(
        `${file}: front matter field "authors" resolved to no author.`,
      );
    }
  }
  return problems;
}

export function assertValidPosts(
  posts: readonly PostToValidate[],
  rules: CollectionRules,
): void {
  const problems = findPostProblems(posts, rules);
  if (problems.length > 0) {
    throw new Error(
      `Invalid ${rules.collection} posts (${problems.length} problem${
        problems.length === 1 ? '' : 's'
      }):\n- ${problems.join('\n- ')}`,
    );
  }
}
