/**
 * Which route table holds a path. Shared by the build (which writes each
 * page's route into table `bucketOf(path, count)`) and the browser (which
 * loads that table before it needs the route), so the browser needs no
 * path-to-table map: only the number of tables.
 *
 * React Router matches paths case-insensitively and with or without a
 * trailing slash, so the key is lower case without trailing slashes.
 */
export function routeKey(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: key the path as it is.
  }
  return decoded.toLowerCase().replace(/\/+$/, '') || '/';
}

/** FNV-1a (32 bit) of the route key, modulo the number of tables. */
export function bucketOf(path: string, count: number): number {
  const key = routeKey(path);
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}
