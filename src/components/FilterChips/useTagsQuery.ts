import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {parseTagsParam, withTagsParam} from './filter';

/**
 * Keeps a tag selection in the URL query (`?skill=lambda,player`), so a
 * filtered list can be shared and survives reloads.
 *
 * The server-rendered HTML always shows the unfiltered list; the query is
 * read only after hydration, which avoids a hydration mismatch.
 */
export function useTagsQuery<Tag extends string>(
  param: string,
  allowed: readonly Tag[],
): readonly [readonly Tag[], (next: readonly Tag[]) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();

  const selected = useMemo(
    () => (isBrowser ? parseTagsParam(location.search, param, allowed) : []),
    [isBrowser, location.search, param, allowed],
  );

  const setSelected = useCallback(
    (next: readonly Tag[]) => {
      history.replace({
        pathname: location.pathname,
        search: withTagsParam(location.search, param, next),
        hash: location.hash,
      });
    },
    [history, location.pathname, location.search, location.hash, param],
  );

  return [selected, setSelected] as const;
}
