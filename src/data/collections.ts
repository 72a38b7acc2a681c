/**
 * The three blog-like collections: titles and texts used by their list,
 * archive and sidebar. `docusaurus.config.ts` and the swizzled archive page
 * read them from here. Keys are the plugin instance ids.
 */
export type CollectionId = 'default' | 'learn' | 'success-stories';

export type CollectionTexts = {
  readonly routeBasePath: string;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly sidebarTitle: string;
  readonly archiveTitle: string;
  readonly archiveIntro: string;
};

export const COLLECTIONS: Readonly<Record<CollectionId, CollectionTexts>> = {
  default: {
    routeBasePath: 'blog',
    path: 'blog',
    title: 'Blog',
    description:
      'Release notes, product news and engineering write-ups from the Remotion team.',
    sidebarTitle: 'All posts',
    archiveTitle: 'Blog archive',
    archiveIntro:
      'Every post on the Remotion blog by year, newest first: the release notes of each version since 1.1, product and company announcements, and engineering write-ups about how the renderer, Lambda and the media packages work.',
  },
  learn: {
    routeBasePath: 'learn',
    path: 'learn',
    title: 'Learn',
    description:
      'Step-by-step tutorials that build real videos with Remotion, with live previews of every step.',
    sidebarTitle: 'All articles',
    archiveTitle: 'Learn archive',
    archiveIntro:
      'All tutorials by year of publication. Each one builds a complete video from an empty composition, explains every step and shows the result in a live player, so you can follow along in your own project.',
  },
  'success-stories': {
    routeBasePath: 'success-stories',
    path: 'success-stories',
    title: 'Success stories',
    description:
      'Sample stories of teams that build video products with Remotion: what they built, how it is wired, and what it costs to run.',
    sidebarTitle: 'All stories',
    archiveTitle: 'Success stories archive',
    archiveIntro:
      'All success stories by year. The companies in these stories are fictional samples: each story shows a realistic architecture, rendering volume and cost calculation for a kind of product teams build with Remotion.',
  },
};

export function isCollectionId(id: string | undefined): id is CollectionId {
  return id !== undefined && id in COLLECTIONS;
}
