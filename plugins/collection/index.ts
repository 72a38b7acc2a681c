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
};

/**
 * A blog-like collection (blog, learn, success stories): the official blog
 * plugin, plus strict front matter validation that fails the build with the
 * file and the field named.
 */
export default async function collectionPlugin(
  context: LoadContext,
  options: CollectionOptions,
): Promise<Plugin<BlogContent>> {
  const blog = await pluginContentBlog(context, options);
  return {
    ...blog,
    async loadContent() {
      const content = await blog.loadContent!();
      assertValidPosts(content.blogPosts, {
        collection: options.id ?? 'blog',
        requiredFields: [...REQUIRED_FIELDS, ...options.requiredFields],
      });
      return content;
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  (Options & {requiredFields?: readonly string[]}) | undefined,
  CollectionOptions
>): CollectionOptions {
  const {requiredFields = [], ...blogOptions} = options ?? {};
  // The blog plugin validates its own options; `requiredFields` is ours.
  const validateBlog = validate as unknown as OptionValidationContext<
    Options | undefined,
    PluginOptions
  >['validate'];
  return {
    ...validateBlogOptions({validate: validateBlog, options: blogOptions}),
    requiredFields,
  };
}
