/**
 * How search reads text, shared by the build (which writes the catalogue of
 * pages and the vocabulary) and the browser (which reads queries), so both
 * cut words the same way.
 */

/**
 * Words of a text, lowercased. Identifiers stay whole (`useCurrentFrame`,
 * `@remotion/player`, `h.264`); punctuation around them is dropped.
 */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}@_][\p{L}\p{N}@/_.-]*/gu)
      ?.map((word) => word.replace(/[./_-]+$/, ''))
      .filter((word) => word !== '') ?? []
  );
}

/**
 * Words of a text with identifiers split where a reader sees words:
 * `measureSpring()` is `measure`, `spring`; `@remotion/player` is
 * `remotion`, `player`.
 */
export function wordParts(text: string): string[] {
  return words(
    text
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
      .replace(/[@/_.-]+/g, ' '),
  );
}

/** Letters and digits only: `<OffthreadVideo>` and `offthread video` meet. */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * A rough English stem for comparing a query with a title: `called` and
 * `call`, `fading` and `fade`, `timeouts` and `timeout` meet. Short words
 * stay as they are.
 */
export function stem(word: string): string {
  const stemmed = word.replace(/(ing|ed|es|s|e)$/, '');
  return stemmed.length >= 3 ? stemmed : word;
}

/**
 * Words that carry no meaning for search. Dropped from queries before the
 * index is asked, since the index wants every word of a query on the page.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'but',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'on',
  'or',
  'so',
  'than',
  'that',
  'the',
  'this',
  'to',
  'was',
  'what',
  'when',
  'where',
  'which',
  'why',
  'with',
  'you',
  'your',
]);
