/**
 * Reviewed list: options that the type definitions declare but the API
 * reference deliberately leaves out of a table, each with its reason.
 *
 * The options check (`scripts/facts/options.test.ts`) accepts these and
 * fails when the list grows beyond 2% of all options it checks, so this
 * stays an exception list and not a way to silence the check.
 *
 * Not listed here because the check skips them by rule (and prints the
 * rule): properties tagged `@deprecated`, and properties declared outside
 * the toolkit (React's DOM attributes on components such as `<Img>`).
 */
export type UndocumentedOption = {
  /** The page, relative to the site root. */
  readonly page: string;
  readonly option: string;
  readonly reason: string;
};

export const UNDOCUMENTED_OPTIONS: readonly UndocumentedOption[] = [];
