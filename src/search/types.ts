/** The part of Pagefind's browser API (`/pagefind/pagefind.js`) we use. */

export type PagefindAnchor = {
  readonly element: string;
  readonly id: string;
  readonly text: string;
  readonly location: number;
};

export type PagefindSubResult = {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly anchor?: PagefindAnchor;
};

export type PagefindData = {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly anchors: readonly PagefindAnchor[];
  readonly sub_results: readonly PagefindSubResult[];
};

export type PagefindResult = {
  readonly id: string;
  readonly score: number;
  /** Locations of the matched words; empty for Pagefind's loose matches. */
  readonly words: readonly number[];
  readonly data: () => Promise<PagefindData>;
};

export type PagefindFilter =
  | {readonly [key: string]: string | {readonly any: readonly string[]}}
  | {readonly all: readonly PagefindFilter[]}
  | {readonly any: readonly PagefindFilter[]};

export type Pagefind = {
  readonly options: (options: Record<string, unknown>) => Promise<void>;
  readonly init: () => Promise<void>;
  readonly search: (
    term: string,
    options?: {readonly filters?: PagefindFilter},
  ) => Promise<{readonly results: readonly PagefindResult[]} | null>;
  /** Loads the index parts that hold the words starting with `term`. */
  readonly preload: (term: string) => Promise<void>;
};

/** A hit in the shape DocSearch and the search page read. */
export type HighlightValue = {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  readonly matchedWords: readonly string[];
};

export type Level =
  'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export type DocSearchHit = {
  readonly objectID: string;
  /** Pages found for the query these hits answer (built-in search only). */
  readonly resultCount?: number;
  readonly url: string;
  readonly url_without_anchor: string;
  readonly anchor: string | null;
  readonly type: Level | 'content';
  readonly content: string | null;
  readonly hierarchy: Readonly<Record<Level, string | null>>;
  readonly _highlightResult: {
    readonly hierarchy: Partial<Record<Level, HighlightValue>>;
    readonly content?: HighlightValue;
  };
  readonly _snippetResult: {
    readonly hierarchy: Partial<Record<Level, HighlightValue>>;
    readonly content?: HighlightValue;
  };
};
