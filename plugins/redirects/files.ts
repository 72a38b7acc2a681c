import {
  bareAddress,
  requestPaths,
  type Redirect,
} from '../../src/lib/redirects';

/** `build/_hosting/redirects.json`: request path → target, for `serve.mjs`. */
export function redirectsJson(redirects: readonly Redirect[]): string {
  const entries = redirects.flatMap(requestPaths);
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

/** `build/_hosting/redirects.map`: the body of nginx's `map $uri` block. */
export function nginxRedirectMap(redirects: readonly Redirect[]): string {
  const quote = (value: string) => {
    if (!/^\/[A-Za-z0-9_./-]*$/.test(value)) {
      throw new Error(`Redirect address cannot go into nginx: ${value}`);
    }
    return `"${value}"`;
  };
  return `${redirects
    .flatMap(requestPaths)
    .map(([from, to]) => `${quote(from)} ${quote(to)};`)
    .join('\n')}\n`;
}

/** The site's pages as bare addresses, from the build's route paths. */
export function pageAddresses(routesPaths: readonly string[]): Set<string> {
  return new Set(routesPaths.map(bareAddress));
}
