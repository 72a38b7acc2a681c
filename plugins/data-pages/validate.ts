import {Joi} from '@docusaurus/utils-validation';
import fs from 'fs';
import path from 'path';

export type EntriesSource = {
  /** Human name of the data set in messages, e.g. `expert`. */
  readonly label: string;
  /** File the entries come from, relative to the site, for messages. */
  readonly file: string;
};

/** Describes where an entry sits, for error messages: `src/data/x.ts, entry 3 ("foo")`. */
export function describeEntry(
  source: EntriesSource,
  index: number,
  entry: unknown,
): string {
  const slug =
    entry !== null &&
    typeof entry === 'object' &&
    typeof (entry as {slug?: unknown}).slug === 'string'
      ? ` ("${(entry as {slug: string}).slug}")`
      : '';
  return `${source.file}, ${source.label} entry ${index}${slug}`;
}

/**
 * Validates every entry against the schema, then checks that slugs are
 * unique and that local images exist in `staticDir`. Returns the list of
 * problems; each names the file, the entry and the field.
 */
export function findEntryProblems<T>(
  entries: readonly unknown[],
  schema: Joi.ObjectSchema<T>,
  source: EntriesSource,
  options: {
    readonly staticDir?: string;
    readonly imageFields?: readonly string[];
  } = {},
): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const where = describeEntry(source, index, entry);
    const {error} = schema.validate(entry, {abortEarly: false});
    for (const detail of error?.details ?? []) {
      problems.push(
        `${where}: field "${detail.path.join('.')}": ${detail.message}`,
      );
    }
    const slug = (entry as {slug?: unknown} | null)?.slug;
    if (typeof slug === 'string') {
      const first = seen.get(slug);
      if (first !== undefined) {
        problems.push(
          `${where}: field "slug": duplicate slug "${slug}" (also used by entry ${first}).`,
        );
      } else {
        seen.set(slug, index);
      }
    }
    if (options.staticDir) {
      for (const field of options.imageFields ?? []) {
        const value = getField(entry, field);
        if (typeof value === 'string' && value.startsWith('/')) {
          const file = path.join(options.staticDir, value);
          if (!fs.existsSync(file)) {
            problems.push(
              `${where}: field "${field}": image "${value}" does not exist in static/.`,
            );
          }
        }
      }
    }
  });
  return problems;
}

function getField(entry: unknown, dottedPath: string): unknown {
  return dottedPath.split('.').reduce<unknown>((value, key) => {
    if (value !== null && typeof value === 'object') {
      return (value as Record<string, unknown>)[key];
    }
    return undefined;
  }, entry);
}

export function assertValidEntries<T>(
  ...args: Parameters<typeof findEntryProblems<T>>
): void {
  const problems = findEntryProblems(...args);
  if (problems.length > 0) {
    const [, , source] = args;
    throw new Error(
      `Invalid ${source.label} data (${problems.length} problem${
        problems.length === 1 ? '' : 's'
      }):\n- ${problems.join('\n- ')}`,
    );
  }
}

/** Shared schema pieces. */
export const slugSchema = Joi.string()
  .pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .message('must be lowercase-hyphenated (a-z, 0-9 and single hyphens)');

export const httpsUrlSchema = Joi.string().uri({scheme: ['https']});

export const localImageSchema = Joi.string()
  .pattern(/^\/img\/.+\.(svg|png|jpe?g|webp|avif)$/)
  .message(
    'must be a local image path under /img/ (svg, png, jpg, webp or avif)',
  );
