import {useCallback, useEffect, useState} from 'react';
import {DEFAULTS, parseQuery, toQuery, type SpringSettings} from './settings';

/**
 * The editor's settings, kept in the page's URL query so that a link shares
 * them. The server renders the defaults; the query is read after mounting,
 * and every change replaces the current history entry.
 */
export function useUrlSettings(): [
  SpringSettings,
  (change: Partial<SpringSettings>) => void,
] {
  const [settings, setSettings] = useState<SpringSettings>(DEFAULTS);
  // Whether the query has been read: until then, the URL is left alone.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setSettings(parseQuery(window.location.search));
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded) {
      return;
    }
    const query = toQuery(settings);
    const {pathname, hash} = window.location;
    const url = `${pathname}${query ? `?${query}` : ''}${hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [loaded, settings]);

  const update = useCallback((change: Partial<SpringSettings>) => {
    setSettings((previous) => ({...previous, ...change}));
  }, []);

  return [settings, update];
}
