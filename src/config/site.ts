/**
 * Site-wide constants, defined once. `docusaurus.config.ts`, components and
 * tests import them from here.
 */

/** The website's own version, shown in the footer (not the toolkit's version). */
export const SITE_VERSION = '4.0.344';

/**
 * The toolkit version the docs describe. Every `remotion` and `@remotion/*`
 * devDependency is pinned to exactly this version in package.json (a unit
 * test checks that they agree).
 */
export const TOOLKIT_VERSION = '4.0.461';

export const SITE_URL = 'https://www.remotion.dev';
export const REPO_URL = 'https://github.com/remotion-dev/remotion';

/**
 * Where this website's own sources are published, and the branch that is
 * deployed. "Edit this page" opens a page's source file there and "Report a
 * problem with this page" opens a new issue there.
 */
export const WEBSITE_REPO_URL = 'https://github.com/remotion-dev/website';
export const WEBSITE_REPO_BRANCH = 'main';

/** The address of a file of this repository on GitHub's editor. */
export const editUrlOf = (pathInRepository: string): string =>
  `${WEBSITE_REPO_URL}/edit/${WEBSITE_REPO_BRANCH}/${pathInRepository}`;

/** A new issue about one page of the site, with its address filled in. */
export const reportUrlOf = (pageUrl: string): string => {
  const query = new URLSearchParams({
    title: `Problem with ${new URL(pageUrl).pathname}`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or missing:\n\n`,
    labels: 'website',
  });
  return `${WEBSITE_REPO_URL}/issues/new?${query.toString()}`;
};
export const DISCORD_URL = 'https://remotion.dev/discord';
export const X_URL = 'https://x.com/remotion';
export const STORE_URL = 'https://www.remotion.pro/store';
export const CONVERT_URL = 'https://www.remotion.dev/convert';

/**
 * Paths on the site's domain that a separate application serves (not this
 * build). Link checks treat links to them as external.
 */
export const OTHER_APPS_ON_SITE_DOMAIN: readonly string[] = [
  new URL(CONVERT_URL).pathname,
];
export const INVESTORS_URL = 'https://www.remotion.pro/investors';

/** Internal page opened in a new tab when the navbar logo is right-clicked. */
export const BRAND_PAGE_PATH = '/docs/brand';
