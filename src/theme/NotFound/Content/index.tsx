import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {reportUrlOf} from '@site/src/config/site';
import {searchTermsOf} from './suggest';
import {useNearbyPages} from './useNearbyPages';
import {useRelatedPages, type RelatedPages} from './useRelatedPages';
import styles from './styles.module.css';

function Related({
  terms,
  related,
}: {
  readonly terms: string;
  readonly related: RelatedPages;
}): ReactNode {
  return (
    <section
      aria-labelledby="not-found-related"
      aria-busy={related.status === 'loading'}>
      <h2 id="not-found-related" className={styles.heading}>
        Pages about “{terms}”
      </h2>
      {related.status === 'loading' && <p>Searching the site…</p>}
      {related.status === 'failed' && (
        <p>The site’s search could not be reached just now.</p>
      )}
      {related.status === 'done' &&
        (related.pages.length === 0 ? (
          <p>The site’s search finds no page with these words.</p>
        ) : (
          <ul className={styles.list}>
            {related.pages.map((page) => (
              <li key={page.url}>
                <Link to={page.url}>{page.title}</Link>
                {page.section && (
                  <span className={styles.section}> · {page.section}</span>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

/**
 * The not-found page. Besides saying so, it proposes where to go: the
 * pages whose address is nearly the one asked for (a typing mistake, a link
 * pasted with the full stop after it), the pages the site's search finds for
 * the words of the address, a search of its own, and a way to report a
 * broken link. Replaces the theme's component, which has only the two
 * sentences.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  // The page is built once as 404.html; the address asked for is known only
  // in the browser.
  const requested = isBrowser ? pathname : '';
  const nearby = useNearbyPages(requested);
  const terms = searchTermsOf(requested);
  const related = useRelatedPages(terms);
  const searchUrl = terms
    ? `/search?q=${encodeURIComponent(terms)}`
    : '/search';

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            {requested ? (
              <>
                There is no page at <code>{requested}</code>.
              </>
            ) : (
              'There is no page at this address.'
            )}{' '}
            It may have moved, or the link that brought you here has a mistake
            in it.
          </p>
          {nearby.length > 0 && (
            <section aria-labelledby="not-found-nearby">
              <h2 id="not-found-nearby" className={styles.heading}>
                Did you mean
              </h2>
              <ul className={styles.list}>
                {nearby.map((address) => (
                  <li key={address}>
                    <Link to={address}>
                      <code>{address}</code>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {terms && <Related terms={terms} related={related} />}
          <h2 className={styles.heading}>Find it another way</h2>
          <ul className={styles.list}>
            <li>
              <Link to={searchUrl}>
                {terms ? `Search the site for “${terms}”` : 'Search the site'}
              </Link>
            </li>
            <li>
              <Link to="/docs">Documentation home</Link>
            </li>
            <li>
              <Link to="/docs/api">API reference</Link>
            </li>
          </ul>
          <p className={styles.report}>
            If a link on this site brought you here, please{' '}
            <Link
              href={reportUrlOf(
                `${siteConfig.url}${requested || '/404.html'}`,
              )}>
              report the broken link
            </Link>
            .
          </p>
        </div>
      </div>
    </main>
  );
}
