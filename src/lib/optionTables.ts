/**
 * What makes a Markdown table a table of options, props or flags, shared
 * by the check of option tables against the packages' types (build time)
 * and the remark plugin that lays such tables out as one block per option.
 */

/** Headers of a first column that lists named options, props or flags. */
export const NAME_HEADERS: ReadonlySet<string> = new Set([
  'name',
  'prop',
  'option',
  'flag',
  'field',
  'property',
  'parameter',
  'argument',
  'member',
]);

/**
 * First columns that list named things laid out as option blocks, though
 * not checked against a type: the setters of the config file.
 */
const BLOCK_ONLY_NAME_HEADERS: ReadonlySet<string> = new Set(['setter']);

/** Whether a table with these (lower-cased) headers becomes option blocks. */
export function isOptionBlockTable(columns: readonly string[]): boolean {
  return (
    isOptionTable(columns) || BLOCK_ONLY_NAME_HEADERS.has(columns[0] ?? '')
  );
}

/** Headers of the column that explains each option in prose. */
export const DESCRIPTION_HEADERS: ReadonlySet<string> = new Set([
  'description',
  'meaning',
  'effect',
  'what it does',
  'notes',
]);

/** Whether a table with these (lower-cased) headers lists options. */
export function isOptionTable(columns: readonly string[]): boolean {
  return NAME_HEADERS.has(columns[0] ?? '');
}

/**
 * Anchors that the toolkit's messages print for an option where they differ
 * from the option's own anchor (the toolkit's pages wrote `audioBitrate?` or
 * `jpeg-quality` in the heading). The option's block carries them as extra
 * ids, so a link from an error message lands on the option.
 */
export const PRINTED_OPTION_ANCHORS: Readonly<
  Record<string, readonly string[]>
> = {
  audiobitrate: ['audiobitrate-'],
  jpegquality: ['jpeg-quality'],
  setenforceaudiotrack: ['setenforceaudiotrack-'],
};

/**
 * The anchor of an option: its name in lower case, as the toolkit's own
 * messages link to options (`render-media#imageformat`, `chromium-flags#--gl`).
 */
export function optionAnchor(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-+$/, '');
}
