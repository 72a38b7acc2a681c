import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as Blog from '@docusaurus/plugin-content-blog';
import type * as Docs from '@docusaurus/plugin-content-docs';
import type * as ClientRedirects from '@docusaurus/plugin-client-redirects';
import type {NavbarItem} from '@docusaurus/theme-common';
import {
  BRAND_PAGE_PATH,
  CONVERT_URL,
  DISCORD_URL,
  INVESTORS_URL,
  REPO_URL,
  SITE_URL,
  SITE_VERSION,
  STORE_URL,
  TOOLKIT_VERSION,
  X_URL,
  editUrlOf,
} from './src/config/site';
import {resolveThirdPartyIds} from './src/config/thirdParty';
import {STRICT_BUILD} from './src/config/strictness';
import {SSR_TEMPLATE} from './src/config/ssrTemplate';
import {isHostedSearch, resolveSearchConfig} from './src/config/search';
import remarkCut from './plugins/remark-cut';
import remarkCodeTokens from './plugins/code-highlight/remark';
import remarkOptionBlocks from './plugins/option-blocks';
import {darkCodeTheme, lightCodeTheme} from './src/config/prism';
import {COLLECTIONS, type CollectionId} from './src/data/collections';
import {findDemo} from './src/remotion/registry';
import {REDIRECTS} from './src/lib/redirects';
import {SHORT_LINKS, isExternal} from './src/lib/redirects/shortLinks';
import type {PluginOptions as MarkdownCopiesOptions} from './plugins/markdown-copies';
import type {PluginOptions as SecurityHeadersOptions} from './plugins/security-headers';

const thirdParty = resolveThirdPartyIds(process.env);

const prism = {
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  additionalLanguages: ['bash', 'json', 'diff'],
};

/**
 * Every Markdown source: cut type-check preambles, lay out the option tables
 * of API reference pages as blocks, then highlight at build.
 */
const markdownRemarkPlugins = [
  remarkCut,
  remarkOptionBlocks,
  [remarkCodeTokens, {additionalLanguages: prism.additionalLanguages}],
] satisfies Blog.Options['beforeDefaultRemarkPlugins'];
const search = resolveSearchConfig(process.env);

/** A menu in the navbar's left half. */
function dropdown(label: string, items: NavbarItem[]): NavbarItem {
  return {type: 'dropdown', label, position: 'left', items};
}

/**
 * An icon-only link in the navbar's right half. `icon` picks the CSS class
 * that draws it (`navbar-icon-link--<icon>` in src/css/custom.css); the
 * accessible name is `label`.
 */
function iconLink(icon: string, href: string, label: string): NavbarItem {
  return {
    href,
    position: 'right',
    className: `navbar-icon-link navbar-icon-link--${icon}`,
    'aria-label': label,
  };
}

/** A blog-like collection: the texts come from src/data/collections.ts. */
function collection(
  id: CollectionId,
  requiredFields: readonly string[] = [],
): PluginConfig {
  const texts = COLLECTIONS[id];
  return [
    './plugins/collection/index.ts',
    {
      id,
      showReadingTime: true,
      beforeDefaultRemarkPlugins: markdownRemarkPlugins,
      postsPerPage: 10,
      blogSidebarCount: 'ALL',
      onInlineTags: 'throw',
      onInlineAuthors: 'throw',
      onUntruncatedBlogPosts: 'throw',
      tags: 'tags.yml',
      authorsMapPath: 'authors.yml',
      feedOptions: {
        type: 'all',
        title: `Remotion: ${texts.title}`,
        description: texts.description,
        copyright: `Copyright © ${new Date().getFullYear()} Remotion`,
        limit: false,
      },
      path: texts.path,
      routeBasePath: texts.routeBasePath,
      editUrl: ({blogDirPath, blogPath}) =>
        editUrlOf(`${blogDirPath}/${blogPath}`),
      blogTitle: texts.title,
      blogDescription: texts.description,
      blogSidebarTitle: texts.sidebarTitle,
      requiredFields,
    } satisfies Blog.Options & {requiredFields: readonly string[]},
  ];
}

/**
 * Short links that point off the site or at a #section: the static redirect
 * pages take them as a list, the others by the page they point at.
 */
const LISTED_SHORT_LINKS = SHORT_LINKS.filter(
  (link) => isExternal(link) || link.to.includes('#'),
);

/** Old addresses and short links by the page they redirect to. */
const REDIRECT_SOURCES = new Map<string, string[]>();
for (const {from, to} of [
  ...REDIRECTS,
  ...SHORT_LINKS.filter((link) => !LISTED_SHORT_LINKS.includes(link)),
]) {
  REDIRECT_SOURCES.set(to, [...(REDIRECT_SOURCES.get(to) ?? []), from]);
}

const config = {
  title: 'Remotion',
  tagline: 'Make videos programmatically with React',
  favicon: 'img/favicon.svg',
  headTags: [
    // The same icon for what cannot read SVG: `/favicon.ico` (feed readers,
    // link previews) and the home-screen icon of iOS. Both are drawn from
    // the SVG by `npm run icons`.
    {
      tagName: 'link',
      attributes: {rel: 'icon', href: '/favicon.ico', sizes: '32x32'},
    },
    {
      tagName: 'link',
      attributes: {rel: 'apple-touch-icon', href: '/img/apple-touch-icon.png'},
    },
  ],
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: undefined,
  organizationName: 'remotion-dev',
  projectName: 'remotion',
  ...STRICT_BUILD,
  ssrTemplate: SSR_TEMPLATE,
  // The banner's check ("no JavaScript ran by DOMContentLoaded") is always
  // true with the template's after-paint loader; the base URL is fixed.
  baseUrlIssueBanner: false,
  future: {
    v4: true,
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en'},
    },
  },
  presets: [
    [
      'classic',
      {
        // The docs plugin is wrapped (see plugins/docs) and listed below.
        docs: false,
        blog: false,
        pages: {
          beforeDefaultRemarkPlugins: markdownRemarkPlugins,
        },
        theme: {
          customCss: ['./src/css/custom.css', './src/css/toc.css'],
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/ai-embed', '/search'],
        },
        ...(thirdParty.analyticsId
          ? {gtag: {trackingID: thirdParty.analyticsId, anonymizeIP: true}}
          : {}),
      } satisfies Preset.Options,
    ],
  ],
  clientModules: [
    './src/clientModules/storageFallback.ts',
    './src/clientModules/intentPrefetch.ts',
  ],
  plugins: [
    './plugins/code-highlight/index.ts',
    [
      './plugins/route-tables/index.ts',
      {splitRoutes: true, trimRegistry: true},
    ],
    [
      './plugins/docs/index.ts',
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        breadcrumbs: true,
        beforeDefaultRemarkPlugins: markdownRemarkPlugins,
        editUrl: ({docPath}) => editUrlOf(`docs/${docPath}`),
        // From git: CI and deploys must build from a full clone, not a
        // shallow one (plugins/docs warns when the history is cut).
        showLastUpdateTime: true,
        lastVersion: 'current',
        versions: {
          current: {label: 'Next', path: ''},
        },
      } satisfies Docs.Options,
    ],
    // Static redirect pages at every old address, for hosts without the
    // server redirects of scripts/nginx (same map: src/lib/redirects).
    [
      '@docusaurus/plugin-client-redirects',
      {
        // A function, not a `redirects` list: Docusaurus ships the whole
        // site config to every browser, and the list (385 entries, about
        // 6 KB gzip) would sit in main.js. Functions are left out.
        createRedirects: (existingPath: string) =>
          REDIRECT_SOURCES.get(existingPath),
        // What `createRedirects` cannot express; a handful of entries.
        redirects: LISTED_SHORT_LINKS.map(({from, to}) => ({from, to})),
      } satisfies ClientRedirects.Options,
    ],
    './plugins/redirects/index.ts',
    './plugins/robots/index.ts',
    collection('default'),
    collection('learn'),
    collection('success-stories', ['image', 'sample', 'company', 'industry']),
    './plugins/experts/index.ts',
    './plugins/templates/index.ts',
    './plugins/showcase/index.ts',
    ['./plugins/chat-widget/index.ts', {siteId: thirdParty.chatWidgetId}],
    [
      './plugins/search-index/index.ts',
      {
        enabled: !isHostedSearch(process.env),
        exclude: ['/search', '/404.html', '/ai-embed'],
      },
    ],
    [
      './plugins/security-headers/index.ts',
      {
        analytics: Boolean(thirdParty.analyticsId),
        chatWidget: Boolean(thirdParty.chatWidgetId),
        ...(isHostedSearch(process.env)
          ? {hostedSearchAppId: search.appId}
          : {}),
        frameablePaths: ['/ai-embed'],
      } satisfies SecurityHeadersOptions,
    ],
    [
      './plugins/markdown-copies/index.ts',
      {
        name: 'Remotion',
        summary:
          'Remotion is a toolkit for making videos programmatically with React: compositions are React components, animations are functions of the frame number, and the same code renders in the browser, on a server, on AWS Lambda or on Google Cloud Run.',
        details: `These are the docs of Remotion ${TOOLKIT_VERSION}. Every link points to a Markdown copy of a page; the HTML page is at the same address without ".md". The API reference has one page per public export of each package.`,
        toolkitVersion: TOOLKIT_VERSION,
        sidebars: {
          mainSidebar: {title: 'Guides', split: 'category'},
          apiSidebar: {title: 'API reference', split: 'package'},
          editorStarterSidebar: {
            title: 'Product docs: Editor Starter',
            split: 'none',
          },
          recorderSidebar: {title: 'Product docs: Recorder', split: 'none'},
        },
        collections: {
          default: 'Blog',
          learn: 'Learn',
          'success-stories': 'Success stories',
        },
        demoTitle: (id: string) => findDemo(id)?.title,
      } satisfies MarkdownCopiesOptions,
    ],
  ],
  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'twitter:site', content: '@remotion'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'announcement-4-0-461',
      // The text names the release the docs describe; the link says how to
      // move a project to that same release.
      content: `Remotion ${TOOLKIT_VERSION}: the docs now describe this release. <a href="/docs/miscellaneous/upgrading">Upgrade your project to ${TOOLKIT_VERSION}</a>.`,
      backgroundColor: '#0a5fb4',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    blog: {
      sidebar: {groupByYear: true},
    },
    navbar: {
      title: 'Remotion',
      hideOnScroll: true,
      logo: {
        alt: 'Remotion logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'mainSidebar',
          position: 'left',
          label: 'Docs',
        },
        {
          type: 'docSidebar',
          sidebarId: 'apiSidebar',
          position: 'left',
          label: 'API',
        },
        dropdown('Products', [
          {label: 'Player', to: '/player/'},
          {label: 'Lambda', to: '/lambda/'},
          {label: 'Editor Starter', to: '/docs/editor-starter'},
          {label: 'Timeline', to: '/docs/timeline'},
          {label: 'Media Parser', to: '/docs/media-parser'},
          {label: 'WebCodecs', to: '/docs/webcodecs'},
          {label: 'Recorder', to: '/docs/recorder'},
        ]),
        dropdown('Resources', [
          {label: 'Learn', to: '/learn'},
          {label: 'Resources', to: '/docs/resources'},
          {label: 'Blog', to: '/blog'},
          {label: 'Showcase', to: '/showcase/'},
          {label: 'Convert a video', href: CONVERT_URL},
          {label: 'Support', to: '/docs/support'},
        ]),
        dropdown('Commercial', [
          {label: 'License + Pricing', to: '/docs/license'},
          {label: 'Store', href: STORE_URL},
          {label: 'Success Stories', to: '/success-stories'},
          {label: 'Experts', to: '/experts/'},
          {label: 'About us', to: '/about/'},
          {label: 'Investors', href: INVESTORS_URL},
          {label: 'Contact us', to: '/contact/'},
        ]),
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [
            {to: '/blog/tags/release', label: 'Release notes'},
            {to: '/docs/migration', label: 'Migration guides'},
          ],
        },
        iconLink('github', REPO_URL, 'Remotion on GitHub'),
        iconLink('discord', DISCORD_URL, 'Remotion community on Discord'),
        iconLink('x', X_URL, 'Remotion on X'),
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'Remotion',
        src: 'img/logo.svg',
        srcDark: 'img/logo-white.svg',
        href: '/',
        width: 40,
        height: 40,
      },
      links: [
        {
          title: 'Product',
          items: [
            {label: 'Docs', to: '/docs/'},
            {label: 'API reference', to: '/docs/api'},
            {label: 'Player', to: '/player/'},
            {label: 'Lambda', to: '/lambda/'},
            {label: 'Templates', to: '/templates/'},
            {label: 'License + Pricing', to: '/docs/license'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: REPO_URL},
            {label: 'Discord', href: DISCORD_URL},
            {label: 'X', href: X_URL},
            {label: 'Showcase', to: '/showcase/'},
            {label: 'Experts', to: '/experts/'},
            {label: 'Support', to: '/docs/support'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'Learn', to: '/learn'},
            {label: 'Success stories', to: '/success-stories'},
            {label: 'About us', to: '/about/'},
            {label: 'Contact us', to: '/contact/'},
            {label: 'Brand', to: BRAND_PAGE_PATH},
            {label: 'Blog RSS feed', href: 'pathname:///blog/rss.xml'},
            {label: 'Blog Atom feed', href: 'pathname:///blog/atom.xml'},
            {label: 'Blog JSON feed', href: 'pathname:///blog/feed.json'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Remotion. Website version ${SITE_VERSION}.`,
    },
    prism,
    algolia: search,
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
