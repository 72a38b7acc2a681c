import {REPO_URL} from '@site/src/config/site';

/** Where "Let us know." leads when a search finds nothing. */
export function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  return `${REPO_URL}/issues/new?title=${encodeURIComponent(title)}`;
}
