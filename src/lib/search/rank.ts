/**
 * Orders the pages the index found. The index scores how well a page's
 * text matches; this adds what it cannot know: an exact match of a page
 * title or API name comes first, a title that holds every word of the query
 * rises, and at equal relevance the docs come before posts and other pages.
 */
import type {PageKind, PageLookup} from './catalogue';
import {compact, stem, STOP_WORDS, wordParts} from './text';

/** One page the index found for one query. */
export type Match = {readonly id: string; readonly score: number};

export type RankInput = {
  /** Matches of the query itself. */
  readonly primary: readonly Match[];
  /** Matches of each synonym variant. */
  readonly variants: readonly (readonly Match[])[];
  /** Matches of each word alone, when the whole query finds too little. */
  readonly perWord: readonly (readonly Match[])[];
  /** Pages holding a pasted phrase word for word (error messages). */
  readonly phrase: readonly Match[];
  readonly pages: PageLookup;
  /** Compacted forms of the query an exact title equals. */
  readonly exact: readonly string[];
  /** The words searched for. */
  readonly words: readonly string[];
  /** The words of each synonym variant. */
  readonly variantWords: readonly (readonly string[])[];
};

export type Ranked = {readonly id: string; readonly score: number};

/** How much a page of each kind keeps of its score. */
export const KIND_WEIGHT: Readonly<Record<PageKind, number>> = {
  api: 1,
  docs: 1,
  product: 0.85,
  posts: 0.6,
  site: 0.5,
};

/** A synonym match counts a little less than the words typed. */
const VARIANT_WEIGHT = 0.85;
/** A page matching only some words counts less than one matching all. */
const PARTIAL_WEIGHT = 0.8;
const EXACT_BONUS = 1.5;
const PACKAGE_EXACT_BONUS = 1;
/** The reference page wins over a guide or glossary entry of the same title. */
const API_EXACT_BONUS = 0.6;
/** A single word being typed that is most of a title (`interpolat`). */
const PREFIX_BONUS = 0.8;
const PREFIX_SHARE = 0.75;
const TITLE_WORDS_BONUS = 0.6;
/** A title that is mostly the query beats a long one that contains it. */
const TITLE_PRECISION_BONUS = 0.4;
const PHRASE_BONUS = 1;

/** Scores of a list scaled to [0, 1] by its best one. */
function normalised(matches: readonly Match[]): Map<string, number> {
  const best = Math.max(0, ...matches.map(({score}) => score));
  return new Map(
    matches.map(({id, score}) => [id, best > 0 ? score / best : 0]),
  );
}

/**
 * Compacted forms of a title an exact query equals: `<Player>` is `player`,
 * `Remotion Lambda` also `lambda`.
 */
export function titleForms(title: string): string[] {
  return [
    ...new Set([compact(title), compact(title.replace(/^remotion\s+/i, ''))]),
  ];
}

/**
 * A package overview (`@remotion/captions`) matches its bare name less
 * strongly, so the guide or component of that name comes first.
 */
function packageForm(title: string): string | null {
  return /^@remotion\/\S+$/i.test(title)
    ? compact(title.replace(/^@remotion\//i, ''))
    : null;
}

/**
 * The words of a title as a reader sees them: identifiers split at case
 * changes and punctuation (`measureSpring()` is `measure`, `spring`), without
 * stop words and the product's own name.
 */
export function titleWords(title: string): string[] {
  return wordParts(title).filter(
    (word) => !STOP_WORDS.has(word) && word !== 'remotion',
  );
}

/** `fade` names `fading`, `call` names `called`: compared by stem. */
function names(titleWord: string, word: string): boolean {
  return titleWord.startsWith(word) || stem(titleWord).startsWith(stem(word));
}

function matchesTitleWord(word: string, title: readonly string[]) {
  return title.some((titleWord) => names(titleWord, word));
}

/**
 * How well a title states the query: `coverage`, the share of the query's
 * words found in the title (as the start of a title word, or inside the
 * compacted title for identifiers); `precision`, the share of the title's
 * words that the query names.
 */
export function titleMatch(
  title: string,
  query: readonly string[],
): {coverage: number; precision: number} {
  const split = titleWords(title);
  const joined = compact(title);
  if (query.length === 0 || split.length === 0) {
    return {coverage: 0, precision: 0};
  }
  const found = query.filter(
    (word) =>
      matchesTitleWord(word, split) ||
      (word.length >= 4 && joined.includes(compact(word))),
  );
  const named = split.filter((titleWord) =>
    query.some(
      (word) =>
        names(titleWord, word) ||
        (titleWord.length >= 4 && compact(word).includes(titleWord)),
    ),
  );
  return {
    coverage: found.length / query.length,
    precision: named.length / split.length,
  };
}

/** One word being typed that is most of a compacted title form. */
function isTitlePrefix(title: string, query: readonly string[]): boolean {
  if (query.length !== 1) {
    return false;
  }
  const word = compact(query[0]!);
  const forms = [...titleForms(title), packageForm(title) ?? ''];
  return forms.some(
    (form) =>
      form.startsWith(word) &&
      form.length > word.length &&
      word.length / form.length >= PREFIX_SHARE,
  );
}

export function rankPages(input: RankInput): Ranked[] {
  const relevance = new Map<string, number>();
  const raise = (id: string, value: number) =>
    relevance.set(id, Math.max(relevance.get(id) ?? 0, value));

  for (const [id, value] of normalised(input.primary)) {
    raise(id, value);
  }
  for (const list of input.variants) {
    for (const [id, value] of normalised(list)) {
      raise(id, value * VARIANT_WEIGHT);
    }
  }
  if (input.perWord.length > 0) {
    const sums = new Map<string, number>();
    for (const list of input.perWord) {
      for (const [id, value] of normalised(list)) {
        sums.set(id, (sums.get(id) ?? 0) + value);
      }
    }
    for (const [id, sum] of sums) {
      raise(id, (sum / input.perWord.length) * PARTIAL_WEIGHT);
    }
  }

  const phrase = new Set(input.phrase.map(({id}) => id));
  for (const id of phrase) {
    raise(id, 0);
  }
  const exact = new Set(input.exact);
  return [...relevance]
    .map(([id, value]) => {
      const page = input.pages.get(id);
      if (!page) {
        return {id, score: value * KIND_WEIGHT.site};
      }
      let score = value + (phrase.has(id) ? PHRASE_BONUS : 0);
      const packageName = packageForm(page.title);
      if (titleForms(page.title).some((form) => exact.has(form))) {
        score += EXACT_BONUS + (page.kind === 'api' ? API_EXACT_BONUS : 0);
      } else if (packageName !== null && exact.has(packageName)) {
        score += PACKAGE_EXACT_BONUS;
      } else if (isTitlePrefix(page.title, input.words)) {
        score += PREFIX_BONUS;
      }
      const matches = [
        titleMatch(page.title, input.words),
        ...input.variantWords.map((list) => {
          const match = titleMatch(page.title, list);
          return {
            coverage: match.coverage * VARIANT_WEIGHT,
            precision: match.precision * VARIANT_WEIGHT,
          };
        }),
      ];
      score +=
        TITLE_WORDS_BONUS * Math.max(...matches.map((m) => m.coverage)) +
        TITLE_PRECISION_BONUS * Math.max(...matches.map((m) => m.precision));
      return {id, score: score * KIND_WEIGHT[page.kind]};
    })
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}
