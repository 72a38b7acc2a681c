/**
 * Why a search failed, as typed errors, so the interface can say what went
 * wrong and tests can tell the cases apart:
 *
 * - `unreachable`: the index could not be downloaded (offline, a missing
 *   file, a server error). Named `RetryError`, like the hosted client's
 *   error when no host answers, which DocSearch recognises.
 * - `bad-response`: the index arrived but cannot be read (a file that is
 *   not what the build writes, for example after a partial deploy).
 * - `bad-query`: the request asks for something the index cannot do (an
 *   unsupported filter).
 */
export type SearchFailure = 'unreachable' | 'bad-response' | 'bad-query';

export class SearchError extends Error {
  readonly failure: SearchFailure;

  constructor(failure: SearchFailure, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : {cause});
    this.failure = failure;
    this.name = 'SearchError';
  }
}

const describe = (cause: unknown): string =>
  cause instanceof Error ? cause.message : String(cause);

/** The index could not be downloaded. */
export class RetryError extends SearchError {
  constructor(cause: unknown) {
    super(
      'unreachable',
      `Unreachable hosts: the search index could not be loaded (${describe(cause)})`,
      cause,
    );
    this.name = 'RetryError';
  }
}

/** The index was downloaded but cannot be read. */
export class SearchResponseError extends SearchError {
  constructor(cause: unknown) {
    super(
      'bad-response',
      `The search index answered with data it cannot read (${describe(cause)})`,
      cause,
    );
    this.name = 'SearchResponseError';
  }
}

/** The request is not one the built-in index can answer. */
export class SearchQueryError extends SearchError {
  constructor(message: string) {
    super('bad-query', message);
    this.name = 'SearchQueryError';
  }
}

/** The failure of any error a search may throw (unknown errors included). */
export function failureOf(error: unknown): SearchFailure {
  if (error instanceof SearchError) {
    return error.failure;
  }
  // The hosted client's own error when no host answers.
  if (error instanceof Error && error.name === 'RetryError') {
    return 'unreachable';
  }
  return 'bad-response';
}
