import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {nearbyAddresses, sitemapAddresses} from './suggest';

/** The sitemap's addresses, downloaded once per visit. */
let addresses: Promise<string[]> | null = null;

function loadAddresses(url: string): Promise<string[]> {
  addresses ??= fetch(url)
    .then((response) => {
      if (!response.ok) {
        throw new Error(`${url} answered ${response.status}`);
      }
      return response.text();
    })
    .then(sitemapAddresses)
    .catch((error: unknown) => {
      // Try again on the next not-found page of this visit.
      addresses = null;
      throw error;
    });
  return addresses;
}

/**
 * The pages whose address is nearly `requested` (empty until the sitemap is
 * read, and when it cannot be: the page then offers search only).
 */
export function useNearbyPages(requested: string): readonly string[] {
  const sitemapUrl = useBaseUrl('/sitemap.xml');
  const [nearby, setNearby] = useState<readonly string[]>([]);

  useEffect(() => {
    setNearby([]);
    if (requested === '') {
      return undefined;
    }
    let current = true;
    loadAddresses(sitemapUrl)
      .then((known) => {
        if (current) {
          setNearby(nearbyAddresses(requested, known));
        }
      })
      .catch(() => {
        // Nothing to propose; the search below still helps.
      });
    return () => {
      current = false;
    };
  }, [requested, sitemapUrl]);

  return nearby;
}
