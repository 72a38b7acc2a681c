import fs from 'fs';
import path from 'path';

/**
 * The documentation addresses that the installed toolkit packages print:
 * in error messages, CLI help, JSDoc `@see` links, the Studio's package list
 * and their package.json/README. Read from `node_modules` at test time, so
 * the list follows the packages when they are upgraded.
 */

/**
 * The start of a printed docs address: the site's origin written out, or the
 * `DOCS_URL` constant (`https://remotion.dev`) of the serverless packages
 * in a template string (`${DOCS_URL}/docs/lambda/disk-size`, also as
 * `${docs_url_1.DOCS_URL}` in compiled code).
 */
const ORIGIN = String.raw`(?:https?:\/\/(?:www\.)?remotion\.dev|\$\{[\w.]*DOCS_URL\})`;

const ADDRESS = new RegExp(
  String.raw`${ORIGIN}(\/docs(?:\/[A-Za-z0-9_.-]*)*)`,
  'g',
);

/**
 * Files worth reading inside a package: code, types and its manifests, and
 * the compositor executable (`remotion`, `remotion.exe`) of the installed
 * platform, whose error messages print addresses too. Read as text, a
 * binary keeps its ASCII strings intact.
 */
const READABLE = /\.(c?js|mjs|d\.ts|json|md)$|^remotion(\.exe)?$/;

function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : filesBelow(full);
    }
    return READABLE.test(entry.name) ? [full] : [];
  });
}

/** `remotion` and every installed `@remotion/*` package folder. */
export function toolkitPackageDirs(root = 'node_modules'): string[] {
  const scoped = path.join(root, '@remotion');
  return [
    path.join(root, 'remotion'),
    ...(fs.existsSync(scoped)
      ? fs.readdirSync(scoped).map((name) => path.join(scoped, name))
      : []),
  ].filter((dir) => fs.existsSync(path.join(dir, 'package.json')));
}

/** Every match of a pattern in the readable files of the toolkit packages. */
function* matchesInPackages(
  pattern: RegExp,
  root: string,
): Generator<RegExpMatchArray> {
  for (const dir of toolkitPackageDirs(root)) {
    for (const file of filesBelow(dir)) {
      yield* fs.readFileSync(file, 'utf8').matchAll(pattern);
    }
  }
}

/** `/docs/x/` and `/docs/x.` (end of a sentence) → `/docs/x`. */
export function normalizeAddress(raw: string): string {
  return raw.replace(/[.]+$/, '').replace(/\/+$/, '') || '/docs';
}

/** An address printed with a fragment: `/docs/config#setconcurrency`. */
export type PrintedAnchor = {readonly address: string; readonly anchor: string};

const ANCHORED = new RegExp(
  String.raw`${ORIGIN}(\/docs(?:\/[A-Za-z0-9_.-]*)*)#([A-Za-z0-9_-]+)`,
  'g',
);

/**
 * Every distinct address printed with an anchor (the section of the page a
 * message points to), sorted by address and anchor.
 */
export function printedAnchors(root = 'node_modules'): PrintedAnchor[] {
  const found = new Map<string, PrintedAnchor>();
  for (const match of matchesInPackages(ANCHORED, root)) {
    const address = normalizeAddress(match[1]!);
    const anchor = match[2]!;
    found.set(`${address}#${anchor}`, {address, anchor});
  }
  return [...found.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, entry]) => entry);
}

/** Every distinct address, without anchors or trailing slashes, sorted. */
export function printedAddresses(root = 'node_modules'): string[] {
  const found = new Set<string>();
  for (const match of matchesInPackages(ADDRESS, root)) {
    found.add(normalizeAddress(match[1]!));
  }
  return [...found].sort();
}

/**
 * A root address such as `remotion.dev/license` or `https://www.remotion.dev/bun`,
 * with or without the scheme, but not on another host (`bugs.remotion.dev`)
 * and not a longer path.
 */
const ROOT_ADDRESS =
  /(?<![\w.-])(?:https?:\/\/)?(?:www\.)?remotion\.dev(\/[A-Za-z0-9_-]+)\/?(?![\w/.-]*\w)/g;

/**
 * Every distinct one-segment address outside `/docs` that the packages
 * print (`/license`, `/discord`, `/templates`), sorted.
 */
export function printedRootAddresses(root = 'node_modules'): string[] {
  const found = new Set(
    [...matchesInPackages(ROOT_ADDRESS, root)].map((match) => match[1]!),
  );
  found.delete('/docs');
  return [...found].sort();
}
