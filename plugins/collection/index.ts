import pluginContentBlog, {
  validateOptions as validateBlogOptions,
} from '@docusaurus/plugin-content-blog';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import type {
  BlogContent,
  Options,
  PluginOptions,
} from '@docusaurus/plugin-content-blog';
import {assertWordCount, MIN_PROSE_WORDS} from '../../src/lib/frontMatter';
import {readContentFile} from '../docs/content';
import {validateWrappedOptions} from '../options';
import {createContentProblemReporter} from '../docs/devOverlay';
import {isPostField} from './frontMatter';
import {assertValidPosts} from './validate';

/** Front matter every post of every collection must set explicitly. */
export const REQUIRED_FIELDS: readonly string[] = [
  'title',
  'description',
  'date',
  'authors',
  'tags',
];

/** The blog plugin's options plus the front matter a collection requires. */
export type CollectionOptions = PluginOptions & {
  /** Extra front matter fields required in this collection. */
  readonly requiredFields: readonly string[];
  /** Fewest words of prose a post needs (default `MIN_PROSE_WORDS`). */
  readonly minProseWords: number;
};

/** The options a site passes (`minProseWords` may be left out). */
type CollectionUserOptions = Options & {
  requiredFields?: readonly string[];
  minProseWords?: number;
};

/**
 * A blog-like collection (blog, learn, success stories): the official blog
 * plugin, plus strict front matter and body validation that fails the build
 * with the file and the field named. It runs in `loadContent`, so in both
 * `docusaurus build` and `docusaurus start` (again on every change of a post;
 * see plugins/docs/index.ts for what the dev server does with the error, and
 * plugins/docs/devOverlay.ts for how it reaches the browser's error overlay).
 */
export default async function collectionPlugin(
  context: LoadContext,
  options: CollectionOptions,
): Promise<Plugin<BlogContent>> {
  const {requiredFields, minProseWords, ...blogOptions} = options;
  const blog = await pluginContentBlog(context, blogOptions);
  const problems = createContentProblemReporter(context, blog.name, options.id);
  return {
    ...blog,
    loadContent: () =>
      problems.load(async () => {
        const content = await blog.loadContent!();
        const posts = await Promise.all(
          content.blogPosts.map(async (post) => ({
            ...(await readContentFile(context, post.metadata.source)),
            authors: post.metadata.authors,
          })),
        );
        assertValidPosts(posts, {
          collection: options.id ?? 'blog',
          requiredFields: [...REQUIRED_FIELDS, ...requiredFields],
          minProseWords,
        });
        return content;
      }),
    configureWebpack: problems.configureWebpack(blog.configureWebpack),
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  CollectionUserOptions | undefined,
  CollectionOptions
>): CollectionOptions {
  const {
    requiredFields = [],
    minProseWords = MIN_PROSE_WORDS,
    ...blogOptions
  } = options ?? {};
  const unknown = requiredFields.filter((field) => !isPostField(field));
  if (unknown.length > 0) {
    throw new Error(
      `collection plugin option "requiredFields" names fields no post may set: ${unknown.join(', ')}. Declare them in plugins/collection/frontMatter.ts.`,
    );
  }
  assertWordCount('collection', minProseWords);
  // The blog plugin validates its own options; `requiredFields` is ours.
  return {
    ...validateWrappedOptions(validateBlogOptions, validate, blogOptions),
    requiredFields,
    minProseWords,
  };
}
