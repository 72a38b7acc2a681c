/**
 * Short links: one-word addresses at the root of the site, such as
 * `remotion.dev/license` or `remotion.dev/bun`. The toolkit prints them in
 * warnings, errors and CLI output and opens them from the Studio's menus;
 * the project also hands them out in chats and talks. Each points at the
 * page about its subject or, for places this site does not host (the chat,
 * the issue tracker, the release notes), at that place.
 *
 * They answer 302 (found), not 301 like the redirects in `index.ts`: a short
 * link is a pointer the project may aim elsewhere later, so browsers must
 * not remember the answer. They carry no query string and no Markdown copy.
 * The servers read them from `build/_hosting/short-links.*`, written by
 * `plugins/redirects`; hosts without that configuration get the static
 * redirect pages of `@docusaurus/plugin-client-redirects`.
 */
import {REPO_URL} from '../../config/site';
import {targetPage} from './index';

export type ShortLink = {
  /** `/word`: one segment at the root of the site, no trailing slash. */
  readonly from: string;
  /**
   * A page of the site (`/docs/x`, optionally with `#section`), or an
   * `https://` address elsewhere.
   */
  readonly to: string;
  /**
   * Why the link points somewhere other than a page about its subject: the
   * subject is not part of the documented release. Links without a reason
   * must land on their subject (the browser tests check it).
   */
  readonly reason?: string;
};

/** The project's chat, on Discord. */
const DISCORD_INVITE = 'https://discord.gg/6VzzNDwUwV';

/** Where a new bug report starts: the issue templates of the repository. */
const NEW_ISSUE = `${REPO_URL}/issues/new/choose`;

/**
 * Short links to the docs page of the same name: `/skia` points at
 * `/docs/skia`. The first ones are printed by the installed packages; the
 * others the project hands out for its packages and guides.
 */
const SAME_NAME_IN_DOCS = [
  'acknowledgements',
  'api',
  'bun',
  'license',
  'media-parser',
  'paths',
  'transitions',
  'webcodecs',
  'animation-utils',
  'captions',
  'cloudrun',
  'contributing',
  'gif',
  'install-whisper-cpp',
  'layout-utils',
  'lottie',
  'motion-blur',
  'noise',
  'recorder',
  'resources',
  'rive',
  'shapes',
  'skia',
  'studio',
  'support',
  'terminology',
  'timeout',
  'zod-types',
];

/** The Chrome page, for both browsers the renderer can download. */
const CHROME_PAGE = '/docs/miscellaneous/chrome-headless-shell';

export const SHORT_LINKS: readonly ShortLink[] = [
  ...SAME_NAME_IN_DOCS.map((name): ShortLink => ({
    from: `/${name}`,
    to: `/docs/${name}`,
  })),
  {from: '/changelog', to: `${REPO_URL}/releases`},
  {from: '/chrome-for-testing', to: CHROME_PAGE},
  {from: '/chrome-headless-shell', to: CHROME_PAGE},
  {
    from: '/design',
    to: '/docs/api',
    reason:
      'Studio package list entry; @remotion/design has no 4.0.461 release, so the link opens the list of packages.',
  },
  {from: '/discord', to: DISCORD_INVITE},
  {from: '/github', to: REPO_URL},
  {from: '/issue', to: NEW_ISSUE},
  {from: '/report', to: NEW_ISSUE},
  {from: '/system-prompt', to: '/docs/ai/system-prompt'},
];

/** Whether a short link leaves the site. */
export function isExternal({to}: ShortLink): boolean {
  return /^https?:\/\//.test(to);
}

/**
 * Problems with the short links, given the site's pages and the addresses
 * the redirect map already answers (bare paths): a source that is not one
 * root segment, listed twice, a page, or already redirected; a target that
 * is neither a page of the site nor an https address.
 */
export function validateShortLinks(
  links: readonly ShortLink[],
  pages: ReadonlySet<string>,
  redirected: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    const {from, to} = link;
    const entry = `short link ${from} -> ${to}`;
    if (!/^\/[a-z0-9-]+$/.test(from)) {
      problems.push(
        `${entry}: write the source as one lowercase segment, like /license`,
      );
    }
    if (seen.has(from)) {
      problems.push(`${entry}: ${from} is listed more than once`);
    }
    seen.add(from);
    if (pages.has(from)) {
      problems.push(`${entry}: ${from} is a page, it cannot also redirect`);
    }
    if (redirected.has(from)) {
      problems.push(`${entry}: ${from} is already in the redirect map`);
    }
    if (isExternal(link)) {
      if (!to.startsWith('https://')) {
        problems.push(`${entry}: an address elsewhere must use https`);
      }
    } else if (!pages.has(targetPage(to))) {
      problems.push(`${entry}: ${targetPage(to)} is not a page of the site`);
    }
  }
  return problems;
}

/** The request paths a short link answers, with its target. */
export function shortLinkPaths({from, to}: ShortLink): [string, string][] {
  return [
    [from, to],
    [`${from}/`, to],
  ];
}
