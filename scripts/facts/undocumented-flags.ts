/**
 * Reviewed list: flags that a CLI reads from the command line but that no
 * page of that CLI documents in a flag table, each with its reason.
 *
 * The CLI check (`scripts/facts/cli.test.ts`) accepts these and fails when
 * an entry is stale (the CLI no longer reads the flag, or a page documents
 * it now) or when the list grows beyond 2% of all flags it checks, so this
 * stays an exception list and not a way to silence the check.
 */
import type {CliName} from './cli-check';

export type UndocumentedFlag = {
  readonly cli: CliName;
  /** The flag without its leading dashes. */
  readonly flag: string;
  readonly reason: string;
};

const PNG_REASON =
  'Removed flag: the CLI reads it only to stop with an error that points to `--sequence --image-format=png`.';

export const UNDOCUMENTED_FLAGS: readonly UndocumentedFlag[] = [
  // All three CLIs start through `@remotion/cli`, whose start-up code
  // rejects `--png`.
  {cli: 'remotion', flag: 'png', reason: PNG_REASON},
  {cli: 'lambda', flag: 'png', reason: PNG_REASON},
  {cli: 'cloudrun', flag: 'png', reason: PNG_REASON},
];
