/**
 * "Throws" said of an async function: an error raised inside an `async`
 * function never reaches the caller as a thrown exception; the returned
 * promise rejects instead. A page that says `transcribe()` "throws" misleads a
 * reader who wraps the call in `try` without `await`, or who chains
 * `.then()` without `.catch()`. Audits of the docs found this mistake on more
 * pages than any other, so this module finds it by machine.
 *
 * Which exports are async is read from the installed packages at run time:
 * each entry point of the API reference is imported and every exported
 * function whose constructor is `AsyncFunction` counts. Functions that only
 * return a promise from a plain function are left out, because they may
 * validate their arguments and throw before the promise exists.
 *
 * A sentence of a page's prose (paragraphs and table cells, not code) is
 * reported when it says "throws" or "is thrown", does not mention rejecting,
 * and is about one async function: either it names exactly one function as
 * `` `name()` `` and that function is async, or it names none, says "it
 * throws" or "the function throws", and the page's title is that function.
 */
import type {Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import {API_PACKAGES, type ApiPackage} from '../../src/data/apiPackages';
import {frontMatterFields, parseMarkdown} from '../../src/lib/markdown';

/** Entry points that cannot be imported in Node.js, with the reason. */
export const UNLOADABLE_ENTRIES: Readonly<Record<string, string>> = {
  '@remotion/skia': 'imports react-native, which only exists in an app',
};

/** For each exported name: the entry points where it is an async function. */
export type AsyncExports = {
  readonly async: ReadonlyMap<string, ReadonlySet<string>>;
  /** Names that are a plain (not async) function in some entry point. */
  readonly plain: ReadonlySet<string>;
  /** Entry points that failed to import, with the error. */
  readonly failed: ReadonlyMap<string, string>;
};

export async function loadAsyncExports(
  packages: readonly ApiPackage[] = API_PACKAGES,
): Promise<AsyncExports> {
  const asyncNames = new Map<string, Set<string>>();
  const plain = new Set<string>();
  const failed = new Map<string, string>();
  for (const entry of packages.flatMap((pkg) => pkg.entries)) {
    let mod: Record<string, unknown>;
    try {
      mod = (await import(entry)) as Record<string, unknown>;
    } catch (error) {
      failed.set(entry, String(error));
      continue;
    }
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value !== 'function') {
        continue;
      }
      if (value.constructor.name === 'AsyncFunction') {
        const entries = asyncNames.get(name) ?? new Set<string>();
        entries.add(entry);
        asyncNames.set(name, entries);
      } else {
        plain.add(name);
      }
    }
  }
  return {async: asyncNames, plain, failed};
}

export type AsyncThrowClaim = {
  /** Site-relative file. */
  readonly file: string;
  readonly line: number;
  /** The async function the sentence is about. */
  readonly name: string;
  readonly sentence: string;
};

const THROWS = /\bthrows?\b|\bis thrown\b/i;
const NOT_THROWING = /\b(?:never|not|n't)\s+throws?\b/i;
const REJECTS = /\breject/i;
const PRONOUN_THROWS = /\b(?:it|the function|this function)\s+throws\b/i;
const CALL = /`(\w+)\(\)`/g;

/** The package whose reference folder holds the page, if any. */
function packageOfPage(
  file: string,
  packages: readonly ApiPackage[],
): ApiPackage | null {
  const match = /^docs\/api\/(.+)$/.exec(file);
  if (!match) {
    return null;
  }
  const rest = match[1]!;
  const owner = packages
    .filter((pkg) => pkg.dir !== '' && rest.startsWith(`${pkg.dir}/`))
    .sort((a, b) => b.dir.length - a.dir.length)[0];
  return owner ?? packages.find((pkg) => pkg.dir === '') ?? null;
}

/**
 * Whether `name` is async where this page means it: on a reference page, in
 * the page's own package; elsewhere, only when no entry point has a plain
 * function of that name (so a guide's `getSites()` is not guessed at).
 */
function isAsyncHere(
  name: string,
  page: ApiPackage | null,
  exports: AsyncExports,
): boolean {
  const entries = exports.async.get(name);
  if (!entries) {
    return false;
  }
  if (page) {
    return page.entries.some((entry) => entries.has(entry));
  }
  return !exports.plain.has(name);
}

/** The text of a node, with inline code written back in backticks. */
function textOf(node: Root | RootContent): string {
  if (node.type === 'inlineCode') {
    return `\`${node.value}\``;
  }
  if (node.type === 'text') {
    return node.value;
  }
  return 'children' in node
    ? (node.children as RootContent[]).map(textOf).join('')
    : '';
}

/** The page's own function, when its title is `` name() ``. */
function pageFunction(source: string): string | null {
  const title = frontMatterFields(source).title;
  return typeof title === 'string'
    ? (/^`?(\w+)\(\)`?$/.exec(title.trim())?.[1] ?? null)
    : null;
}

export function findAsyncThrowClaims(
  file: string,
  source: string,
  exports: AsyncExports,
  packages: readonly ApiPackage[] = API_PACKAGES,
): AsyncThrowClaim[] {
  const page = packageOfPage(file, packages);
  const own = pageFunction(source);
  const claims: AsyncThrowClaim[] = [];
  visit(parseMarkdown(source, file), (node) => {
    if (node.type !== 'paragraph' && node.type !== 'tableCell') {
      return;
    }
    for (const sentence of textOf(node).split(/(?<=[.;:!?])\s+/)) {
      if (
        !THROWS.test(sentence) ||
        NOT_THROWING.test(sentence) ||
        REJECTS.test(sentence)
      ) {
        continue;
      }
      const named = [...sentence.matchAll(CALL)].map((match) => match[1]!);
      const name =
        named.length === 1
          ? named[0]!
          : named.length === 0 && own && PRONOUN_THROWS.test(sentence)
            ? own
            : null;
      if (name && isAsyncHere(name, page, exports)) {
        claims.push({
          file,
          line: node.position?.start.line ?? 0,
          name,
          sentence: sentence.trim(),
        });
      }
    }
  });
  return claims;
}

export function describeClaim(claim: AsyncThrowClaim): string {
  return `${claim.file}:${claim.line}: "${claim.sentence}" says that ${claim.name}() throws, but it is an async function in the installed packages: an error inside it rejects the returned promise. Say that the promise rejects.`;
}
