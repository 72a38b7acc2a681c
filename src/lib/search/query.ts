/**
 * Turns what a visitor typed into what the index is asked: stop words
 * dropped, an unfinished last word ignored until it means something, typos
 * corrected against the site's own vocabulary, and synonym variants.
 */
import {editDistance} from '../editDistance';
import type {Vocabulary} from './catalogue';
import type {SynonymGroups} from './synonyms';
import {compact, STOP_WORDS, words} from './text';

export type QueryPlan = {
  /** Words sent to the index. Empty: show nothing. */
  readonly words: readonly string[];
  /** Words corrected, as `[typed, corrected]`. */
  readonly corrections: readonly (readonly [string, string])[];
  /** The same query with a synonym in place of a phrase of it. */
  readonly variants: readonly (readonly string[])[];
  /** Compacted forms a page title must equal to be an exact match. */
  readonly exact: readonly string[];
  /**
   * The last word, when it is still too short to search for: not searched,
   * but the index part that holds its words can be loaded ahead.
   */
  readonly unfinished?: string;
};

export type {Vocabulary};

/** A word this short counts only when it is a whole word of the site. */
const MIN_PREFIX = 3;
/** Words shorter than this are never corrected. */
const MIN_CORRECTED = 4;
const MAX_VARIANTS = 4;

function isPrefixOfKnown(word: string, vocabulary: Vocabulary): boolean {
  for (const known in vocabulary) {
    if (known.length > word.length && known.startsWith(word)) {
      return true;
    }
  }
  return false;
}

/** Corrections are only looked for words of this kind. */
function mayCorrect(word: string, vocabulary: Vocabulary): boolean {
  return (
    word.length >= MIN_CORRECTED &&
    !(word in vocabulary) &&
    !/\d/.test(word) &&
    !isPrefixOfKnown(word, vocabulary)
  );
}

/**
 * A test for the words of a query that are unknown: neither a word of
 * `vocabulary` nor of the synonyms (whose words are words of the site, even
 * when no title uses them), and of the kind corrections are looked for.
 */
function unknownWordTest(
  vocabulary: Vocabulary,
  synonyms: SynonymGroups,
): (word: string) => boolean {
  const known = new Set(synonyms.flat().flatMap((phrase) => phrase.split(' ')));
  return (word) => !known.has(word) && mayCorrect(word, vocabulary);
}

/**
 * True when `vocabulary` (the titles' words) does not know a word of the
 * query, so the larger vocabulary of headings is worth loading.
 */
export function needsMoreWords(
  query: string,
  vocabulary: Vocabulary,
  synonyms: SynonymGroups,
): boolean {
  return words(query).some(unknownWordTest(vocabulary, synonyms));
}

/**
 * The word of the vocabulary closest to an unknown `word` (one edit for
 * short words, two for longer ones; the most used wins a tie), or null.
 */
export function correction(
  word: string,
  vocabulary: Vocabulary,
): string | null {
  if (!mayCorrect(word, vocabulary)) {
    return null;
  }
  const limit = word.length <= 5 ? 1 : 2;
  let best: {word: string; distance: number; uses: number} | null = null;
  for (const known in vocabulary) {
    const distance = editDistance(word, known, limit);
    const uses = vocabulary[known]!;
    if (
      distance <= limit &&
      (!best ||
        distance < best.distance ||
        (distance === best.distance && uses > best.uses))
    ) {
      best = {word: known, distance, uses};
    }
  }
  return best?.word ?? null;
}

function indexOfPhrase(list: readonly string[], phrase: readonly string[]) {
  for (let start = 0; start + phrase.length <= list.length; start++) {
    if (phrase.every((word, offset) => list[start + offset] === word)) {
      return start;
    }
  }
  return -1;
}

function meaningful(list: readonly string[]): string[] {
  const kept = list.filter((word) => !STOP_WORDS.has(word));
  // A query of stop words only ("how to") is searched as typed.
  return kept.length > 0 ? kept : [...list];
}

export function planQuery(
  query: string,
  vocabulary: Vocabulary,
  synonyms: SynonymGroups,
): QueryPlan {
  const typed = words(query);
  const last = typed[typed.length - 1];
  // While a word is typed, its first letters match too much to mean
  // anything: wait for the third letter unless it already is a word.
  const unfinished =
    last !== undefined && last.length < MIN_PREFIX && !(last in vocabulary)
      ? typed.pop()
      : undefined;
  const corrections: [string, string][] = [];
  const isUnknown = unknownWordTest(vocabulary, synonyms);
  const corrected = typed.map((word) => {
    const better = isUnknown(word) ? correction(word, vocabulary) : null;
    if (better) {
      corrections.push([word, better]);
      return better;
    }
    return word;
  });
  // A query in other words is also searched in the docs' own term (the
  // first of its synonym group); a query in the docs' term needs nothing.
  const variants: string[][] = [];
  for (const group of synonyms) {
    const [canonical, ...others] = group.map((phrase) => phrase.split(' '));
    for (const phrase of others) {
      const at = indexOfPhrase(corrected, phrase);
      if (at !== -1 && canonical && variants.length < MAX_VARIANTS) {
        variants.push(
          meaningful([
            ...corrected.slice(0, at),
            ...canonical,
            ...corrected.slice(at + phrase.length),
          ]),
        );
        break;
      }
    }
  }
  const searched = corrected.length > 0 ? meaningful(corrected) : [];
  return {
    ...(unfinished === undefined ? {} : {unfinished}),
    words: searched,
    corrections,
    variants: searched.length > 0 ? variants : [],
    exact:
      searched.length > 0
        ? [
            ...new Set(
              [corrected, ...variants].map((list) => compact(list.join(''))),
            ),
          ]
        : [],
  };
}
