import {
  bareAddress,
  requestPaths,
  type Redirect,
} from '../../src/lib/redirects';
import {
  shortLinkPaths,
  type ShortLink,
} from '../../src/lib/redirects/shortLinks';

/** A JSON object of request path → target, for `serve.mjs`. */
function pathsJson(entries: readonly [string, string][]): string {
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

/**
 * The body of an nginx `map $uri` block. Values are quoted, so only
 * characters that mean nothing to nginx inside quotes are allowed (no `$`,
 * quotes, spaces or semicolons).
 */
function nginxMapBody(entries: readonly [string, string][]): string {
  const quote = (value: string) => {
    if (!/^(\/|https:\/\/)[A-Za-z0-9_./:#?=&%-]*$/.test(value)) {
      throw new Error(`Redirect address cannot go into nginx: ${value}`);
    }
    return `"${value}"`;
  };
  return `${entries.map(([from, to]) => `${quote(from)} ${quote(to)};`).join('\n')}\n`;
}

/** `build/_hosting/redirects.json`: request path → target, for `serve.mjs`. */
export function redirectsJson(redirects: readonly Redirect[]): string {
  return pathsJson(redirects.flatMap(requestPaths));
}

/** `build/_hosting/redirects.map`: the body of nginx's 301 map. */
export function nginxRedirectMap(redirects: readonly Redirect[]): string {
  return nginxMapBody(redirects.flatMap(requestPaths));
}

/** `build/_hosting/short-links.json`: request path → target, for `serve.mjs`. */
export function shortLinksJson(links: readonly ShortLink[]): string {
  return pathsJson(links.flatMap(shortLinkPaths));
}

/** `build/_hosting/short-links.map`: the body of nginx's 302 map. */
export function nginxShortLinkMap(links: readonly ShortLink[]): string {
  return nginxMapBody(links.flatMap(shortLinkPaths));
}

/** The site's pages as bare addresses, from the build's route paths. */
export function pageAddresses(routesPaths: readonly string[]): Set<string> {
  return new Set(routesPaths.map(bareAddress));
}
