/**
 * The site's one redirect map. Every permanent (301) redirect the site
 * answers comes from here, and three consumers read it:
 * - the production nginx configuration and the local `serve` script, through
 *   `build/_hosting/redirects.map` and `redirects.json` written at build time
 *   by `plugins/redirects`;
 * - `@docusaurus/plugin-client-redirects`, which writes a small redirect page
 *   at every old address for hosts without server configuration.
 *
 * Three kinds of entry:
 * - `moved`: an address this site served before its pages moved to the
 *   toolkit's address scheme (`moved.json`; never remove an entry, only
 *   repoint it when its page moves again).
 * - `alias`: an address the toolkit uses for a subject that one of our pages
 *   covers under another address: those listed below, and in
 *   `public-site.json` the addresses of the toolkit's public documentation
 *   (remotion.dev) that search engines and old answers lead to. Each names
 *   a subject of the documented release whose page here has another
 *   address; one whose subject is newer, or only related to a page of ours,
 *   has no entry (the not-found page then proposes search results).
 *   An entry may point at the section about its subject
 *   (`/docs/telemetry` → `/docs/miscellaneous/offline-use#what-contacts-the-network`).
 *   `public-options.json` holds the public docs' option addresses
 *   (`/docs/options/crf`): each goes to the section about that flag, such
 *   as `/docs/cli/render#--crf`, since our pages describe a flag where the
 *   command that takes it is documented.
 * - `exception`: a printed address whose subject is not in the documented
 *   release (see `exceptions.ts`).
 *
 * Addresses are paths without a trailing slash; a target may end in a
 * `#section`. The build fails when a target is not a page, a source is a
 * page, or a target is itself redirected (see `validateRedirects`), and when
 * a target's section is not on its page (`plugins/redirects`).
 */
import moved from './moved.json';
import publicOptions from './public-options.json';
import publicSite from './public-site.json';
import {PRINTED_ADDRESS_EXCEPTIONS} from './exceptions';

export type RedirectKind = 'moved' | 'alias' | 'exception';

export type Redirect = {
  readonly from: string;
  readonly to: string;
  readonly kind: RedirectKind;
};

/** Toolkit addresses answered by a page about the same subject. */
const ALIASES: Readonly<Record<string, string>> = {
  '/docs/remotion': '/docs/api',
  '/docs/artifacts': '/docs/artifact',
  '/docs/render-media': '/docs/renderer/render-media',
  '/docs/lambda/autodelete': '/docs/lambda/cleanup',
  '/docs/flickering': '/docs/troubleshooting/non-deterministic-renders',
  '/docs/troubleshooting/background-image':
    '/docs/troubleshooting/flickering-images',
  '/docs/lambda/pagesrouterwebhook': '/docs/lambda/approuterwebhook',
  '/docs/lambda/expresswebhook': '/docs/lambda/approuterwebhook',
  '/docs/shapes/make-arrow': '/docs/shapes/arrow',
  '/docs/shapes/make-circle': '/docs/shapes/circle',
  '/docs/shapes/make-ellipse': '/docs/shapes/ellipse',
  '/docs/shapes/make-heart': '/docs/shapes/heart',
  '/docs/shapes/make-pie': '/docs/shapes/pie',
  '/docs/shapes/make-polygon': '/docs/shapes/polygon',
  '/docs/shapes/make-rect': '/docs/shapes/rect',
  '/docs/shapes/make-star': '/docs/shapes/star',
  '/docs/shapes/make-triangle': '/docs/shapes/triangle',
  // Older addresses of the toolkit's documentation that still circulate in
  // answers, issues and blog posts.
  '/docs/audio-visualization': '/docs/audio/visualization',
  '/docs/chrome-headless-shell': '/docs/miscellaneous/chrome-headless-shell',
  '/docs/cli/preview': '/docs/cli/studio',
  '/docs/deploy-studio': '/docs/studio/deploying',
  '/docs/get-audio-duration': '/docs/get-audio-duration-in-seconds',
  '/docs/get-compositions': '/docs/renderer/get-compositions',
  '/docs/motion-blur/motion-blur': '/docs/motion-blur/trail',
  '/docs/render-frames': '/docs/renderer/render-frames',
  '/docs/render-still': '/docs/renderer/render-still',
  '/docs/stitch-frames-to-video': '/docs/renderer/stitch-frames-to-video',
  '/docs/system-prompt': '/docs/ai/system-prompt',
  '/blog/faster-lambda-renders': '/blog/faster-lambda',
  '/templates/remix': '/templates/react-router',
};

export const REDIRECTS: readonly Redirect[] = [
  ...Object.entries(moved as Record<string, string>).map(
    ([from, to]): Redirect => ({from, to, kind: 'moved'}),
  ),
  // Separate lists, not one merged object, so that a source listed twice
  // fails the duplicate check instead of one entry hiding the other.
  ...[
    ALIASES,
    publicSite as Record<string, string>,
    publicOptions as Record<string, string>,
  ].flatMap((aliases) =>
    Object.entries(aliases).map(([from, to]): Redirect => ({
      from,
      to,
      kind: 'alias',
    })),
  ),
  ...PRINTED_ADDRESS_EXCEPTIONS.map(({address, to}): Redirect => ({
    from: address,
    to,
    kind: 'exception',
  })),
];

/** The page a target points at, without its `#section`. */
export function targetPage(to: string): string {
  return to.replace(/#.*$/, '');
}

/** `/docs/x/` → `/docs/x`; the root stays `/`. */
export function bareAddress(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * Problems with a redirect map, given the site's pages (bare paths): a
 * source listed twice, a source that is itself a page, a target that is not
 * a page (which also rules out chains: every redirect is one hop).
 */
export function validateRedirects(
  redirects: readonly Redirect[],
  pages: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const {from, to, kind} of redirects) {
    const entry = `${kind} redirect ${from} -> ${to}`;
    const page = targetPage(to);
    if (from !== bareAddress(from) || page !== bareAddress(page)) {
      problems.push(`${entry}: write addresses without a trailing slash`);
    }
    if (seen.has(from)) {
      problems.push(`${entry}: ${from} is redirected more than once`);
    }
    seen.add(from);
    if (pages.has(from)) {
      problems.push(`${entry}: ${from} is a page, it cannot also redirect`);
    }
    if (!pages.has(page)) {
      const next = redirects.find((other) => other.from === page);
      problems.push(
        next
          ? `${entry}: ${page} redirects again (to ${next.to}); point straight at the page`
          : `${entry}: ${page} is not a page of the site`,
      );
    }
  }
  return problems;
}

/**
 * The request paths a redirect answers, with their targets: the address
 * itself, the same with a trailing slash, and its Markdown copy (`.md`),
 * which moves with its page (the whole page: a copy has no sections to jump
 * to). Servers are configured from this list; they put a request's query
 * before the target's `#section` (see `withQuery`).
 */
export function requestPaths({from, to}: Redirect): [string, string][] {
  return [
    [from, to],
    [`${from}/`, to],
    [`${from}.md`, `${targetPage(to)}.md`],
  ];
}

/**
 * A redirect target with a request's query string (`?a=b`, or empty) put
 * where it belongs: before the `#section`, which browsers keep to
 * themselves.
 */
export function withQuery(to: string, search: string): string {
  const hash = to.slice(targetPage(to).length);
  return `${targetPage(to)}${search}${hash}`;
}

/** The redirect target of a request path, if any. */
export function redirectTarget(
  redirects: readonly Redirect[],
  pathname: string,
): string | undefined {
  for (const redirect of redirects) {
    const hit = requestPaths(redirect).find(([path]) => path === pathname);
    if (hit) {
      return hit[1];
    }
  }
  return undefined;
}
