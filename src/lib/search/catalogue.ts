/**
 * The catalogue of indexed pages, written next to the search index at build
 * time (`/pagefind/catalogue.json`) and read by the browser with the index.
 * It lets search rank every match by what the page is (its title, its kind)
 * without downloading each page's fragment. A second file,
 * `/pagefind/vocabulary.json`, gives typo correction the site's own words.
 */
import {compact, wordParts, words} from './text';

/**
 * What a page is, which decides its place among equally good matches:
 * `product` is the docs of the starter kits sold separately (Recorder,
 * Editor Starter, Timeline), which a general question rarely means.
 */
export type PageKind = 'docs' | 'api' | 'product' | 'posts' | 'site';

export type CataloguePage = {
  /** Pagefind's id of the page (the name of its fragment). */
  readonly id: string;
  readonly title: string;
  readonly kind: PageKind;
};

/** Words with the number of pages that use each. */
export type Vocabulary = Readonly<Record<string, number>>;

/** One letter per kind in `catalogue.json`. */
const KIND_CODES: Readonly<Record<PageKind, string>> = {
  docs: 'd',
  api: 'a',
  product: 'p',
  posts: 'b',
  site: 's',
};

/**
 * `catalogue.json`, as small as it can be since the first search downloads
 * it: the prefix all page ids share, how many characters after it tell the
 * pages apart, then each page as `[those characters, title, kind letter]`.
 */
export type CatalogueFile = {
  readonly prefix: string;
  readonly idLength: number;
  readonly pages: readonly (readonly [string, string, string])[];
};

/** Finds a page of the catalogue by the id the index returns. */
export type PageLookup = {
  readonly get: (id: string) => CataloguePage | undefined;
};

/** The shortest length after `prefix` at which all ids still differ. */
function distinctLength(ids: readonly string[], prefix: string): number {
  const longest = Math.max(0, ...ids.map((id) => id.length - prefix.length));
  for (let length = 1; length < longest; length++) {
    const seen = new Set(
      ids.map((id) => id.slice(prefix.length, prefix.length + length)),
    );
    if (seen.size === ids.length) {
      return length;
    }
  }
  return longest;
}

function commonPrefix(ids: readonly string[]): string {
  let prefix = ids[0] ?? '';
  for (const id of ids) {
    while (!id.startsWith(prefix)) {
      prefix = prefix.slice(0, -1);
    }
  }
  // Keep at least one character of each id.
  return ids.some((id) => id === prefix) ? '' : prefix;
}

/** What the build reads from each fragment of the index. */
export type IndexedPage = {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly section: string | undefined;
  readonly headings: readonly string[];
};

export function kindOf(url: string, section: string | undefined): PageKind {
  if (section === 'API reference') {
    return 'api';
  }
  if (/^\/docs\/(recorder|editor-starter|timeline)(\/|$)/.test(url)) {
    return 'product';
  }
  if (/^\/docs(\/|$)/.test(url)) {
    return 'docs';
  }
  if (/^\/(blog|learn|success-stories)(\/|$)/.test(url)) {
    return 'posts';
  }
  return 'site';
}

/** Shortest word worth correcting a typo towards. */
const MIN_VOCABULARY_WORD = 3;

/**
 * The words of some texts with the number of texts using each. Identifiers
 * count whole, compacted (`render-media`) and by parts (`interpolateColors`
 * gives `colors`).
 */
export function vocabularyOf(
  texts: readonly (readonly string[])[],
): Vocabulary {
  const counts = new Map<string, number>();
  for (const group of texts) {
    const seen = new Set<string>();
    for (const text of group) {
      const forms = [
        ...words(text).flatMap((word) => [word, compact(word)]),
        ...wordParts(text),
      ];
      for (const form of forms) {
        if (form.length >= MIN_VOCABULARY_WORD && /\p{L}/u.test(form)) {
          seen.add(form);
        }
      }
    }
    for (const word of seen) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return Object.fromEntries(
    [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/**
 * The catalogue of pages, and the vocabulary of their titles and headings
 * (written to a second file, loaded only to correct a word that no title
 * knows).
 */
export function buildCatalogue(pages: readonly IndexedPage[]): {
  catalogue: CatalogueFile;
  vocabulary: Vocabulary;
} {
  const ids = pages.map(({id}) => id);
  const prefix = commonPrefix(ids);
  const idLength = distinctLength(ids, prefix);
  return {
    catalogue: {
      prefix,
      idLength,
      pages: pages.map(({id, title, url, section}) => [
        id.slice(prefix.length, prefix.length + idLength),
        title,
        KIND_CODES[kindOf(url, section)],
      ]),
    },
    vocabulary: vocabularyOf(
      pages.map(({title, headings}) => [title, ...headings]),
    ),
  };
}

export function readCatalogue(file: CatalogueFile): {
  pages: CataloguePage[];
  lookup: PageLookup;
} {
  const kinds = new Map(
    Object.entries(KIND_CODES).map(([kind, code]) => [code, kind as PageKind]),
  );
  const pages = file.pages.map(([id, title, code]) => ({
    id: `${file.prefix}${id}`,
    title,
    kind: kinds.get(code) ?? 'site',
  }));
  const byId = new Map(pages.map((page) => [page.id, page]));
  const end = file.prefix.length + file.idLength;
  return {
    pages,
    lookup: {
      get: (id) =>
        id.startsWith(file.prefix) ? byId.get(id.slice(0, end)) : undefined,
    },
  };
}
