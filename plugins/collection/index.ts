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
export const REQUIRED_FIELDS = [
  'title',
  'description',
  'date',
  'authors',
  'tags',
] as const;

/**
 * A blog-like collection (blog, learn, success stories): the official blog
 * plugin, plus strict front matter validation that fails the build with the
 * file and the field named.
 */
export default async function collectionPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const blog = await pluginContentBlog(context, options);
  return {
    ...blog,
    async loadContent() {
      const content = await blog.loadContent!();
      assertValidPosts(content.blogPosts, {
        collection: options.id ?? 'blog',
        requiredFields: REQUIRED_FIELDS,
      });
      return content;
    },
  };
}

export function validateOptions(
  args: OptionValidationContext<Options | undefined, PluginOptions>,
): PluginOptions {
  return validateBlogOptions(args);
}
