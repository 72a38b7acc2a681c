/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2 (SearchPage), only as
 * far as the two search backends need:
 * - the client is the built-in Pagefind client unless a hosted index is
 *   configured (`src/search/builtin.ts`), and the config's facet filters
 *   (language, docs version tag) apply here as in the modal;
 * - "no results" and "search failed" get the same messages as the modal;
 * - the credit names the backend in use;
 * - the whole page is the `<main>` landmark (upstream has none until results
 *   arrive), and without JavaScript a note links to the docs instead.
 * Contextual search (and with it the version selector) is off on this site
 * and left out. Results are paged with infinite loading as upstream.
 */
import React, {
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import algoliaSearchHelper from 'algoliasearch-helper';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {
  HtmlClassNameProvider,
  PageMetadata,
  useEvent,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {missingResultsUrl} from '@site/src/search/missingResults';
import {isBuiltinSearch} from '@site/src/search/lazy';
import {searchPageClient} from '@site/src/search/pageClient';
import styles from './styles.module.css';

type Item = {
  title: string;
  url: string;
  summary: string;
  breadcrumbs: string[];
};

type State = {
  items: Item[];
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
  failed: boolean;
};

type Action =
  | {type: 'reset'}
  | {type: 'loading'}
  | {type: 'failed'}
  | {type: 'advance'}
  | {type: 'update'; value: Omit<State, 'failed'>};

const INITIAL: State = {
  items: [],
  query: null,
  totalResults: null,
  totalPages: null,
  lastPage: null,
  hasMore: null,
  loading: null,
  failed: false,
};

/** Queries suggested when a search finds nothing. */
const SUGGESTIONS = ['Player', 'renderMedia', 'Lambda', 'interpolate'];

type HelperHit = {
  url: string;
  _highlightResult: {hierarchy: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
};

function useDocumentsFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

function getSearchPageTitle(query: string): string {
  return query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
      });
}

function NoResults({query}: {query: string}): ReactNode {
  return (
    <div className={styles.message}>
      <p>
        <strong>No results for "{query}"</strong>
      </p>
      <p>Try searching for:</p>
      <ul>
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link to={`/search?q=${encodeURIComponent(suggestion)}`}>
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        Believe this query should return results?{' '}
        <Link href={missingResultsUrl({query})}>Let us know.</Link>
      </p>
    </div>
  );
}

function Failure(): ReactNode {
  return (
    <div className={styles.message} role="alert">
      <p>
        <strong>Unable to fetch results</strong>
      </p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const {appId, apiKey, indexName} = algolia;
  const builtin = isBuiltinSearch(algolia);
  const facetFilters = (
    algolia.searchParameters as {facetFilters?: unknown} | undefined
  )?.facetFilters;
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFoundPlural = useDocumentsFoundPlural();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const pageTitle = getSearchPageTitle(searchQuery);

  const [state, dispatch] = useReducer(
    (previous: State, action: Action): State => {
      switch (action.type) {
        case 'reset':
          return INITIAL;
        case 'loading':
          return {...previous, loading: true, failed: false};
        case 'failed':
          return {...previous, loading: false, failed: true};
        case 'update':
          if (searchQuery !== action.value.query) {
            return previous;
          }
          return {
            ...action.value,
            failed: false,
            items:
              action.value.lastPage === 0
                ? action.value.items
                : previous.items.concat(action.value.items),
          };
        case 'advance': {
          const hasMore =
            (previous.totalPages ?? 0) > (previous.lastPage ?? 0) + 1;
          return {
            ...previous,
            lastPage: hasMore
              ? (previous.lastPage ?? 0) + 1
              : previous.lastPage,
            hasMore,
          };
        }
        default:
          return previous;
      }
    },
    INITIAL,
  );

  const helper = useMemo(() => {
    const client = searchPageClient({appId, apiKey});
    const instance = algoliaSearchHelper(
      client as unknown as Parameters<typeof algoliaSearchHelper>[0],
      indexName,
      {hitsPerPage: 15, advancedSyntax: true},
    );
    if (facetFilters) {
      instance.setQueryParameter('facetFilters', facetFilters as never);
    }
    return instance;
  }, [appId, apiKey, indexName, facetFilters]);

  const onResult = useEvent(
    ({
      results: {query, hits, page, nbHits, nbPages},
    }: {
      results: {
        query: string;
        hits: unknown[];
        page: number;
        nbHits: number;
        nbPages: number;
      };
    }) => {
      if (query === '' || !Array.isArray(hits)) {
        dispatch({type: 'reset'});
        return;
      }
      const sanitizeValue = (value: string) =>
        value.replace(
          /algolia-docsearch-suggestion--highlight/g,
          'search-result-match',
        );
      const items = (hits as HelperHit[]).map(
        ({url, _highlightResult, _snippetResult}) => {
          const titles = Object.values(_highlightResult.hierarchy).map(
            (level) => sanitizeValue(level.value),
          );
          const content = _snippetResult?.content?.value;
          return {
            title: titles.pop() ?? '',
            url: processSearchResultUrl(url),
            summary: content ? `${sanitizeValue(content)}...` : '',
            breadcrumbs: titles,
          };
        },
      );
      dispatch({
        type: 'update',
        value: {
          items,
          query,
          totalResults: nbHits,
          totalPages: nbPages,
          lastPage: page,
          hasMore: nbPages > page + 1,
          loading: false,
        },
      });
    },
  );

  const onError = useEvent(() => dispatch({type: 'failed'}));

  useEffect(() => {
    helper.on('result', onResult as never);
    helper.on('error', onError);
    return () => {
      helper.removeAllListeners('result');
      helper.removeAllListeners('error');
    };
  }, [helper, onResult, onError]);

  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const observer = useRef(
    ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: {y: currentY},
          } = entries[0]!;
          if (isIntersecting && prevY.current > currentY) {
            dispatch({type: 'advance'});
          }
          prevY.current = currentY;
        },
        {threshold: 1},
      ),
  );

  const makeSearch = useEvent((page = 0) => {
    helper.setQuery(searchQuery).setPage(page).search();
  });

  useEffect(() => {
    const currentObserver = observer.current;
    if (!loaderRef || !currentObserver) {
      return undefined;
    }
    currentObserver.observe(loaderRef);
    return () => currentObserver.unobserve(loaderRef);
  }, [loaderRef]);

  useEffect(() => {
    dispatch({type: 'reset'});
    if (!searchQuery) {
      return undefined;
    }
    dispatch({type: 'loading'});
    const timer = setTimeout(() => makeSearch(), 300);
    return () => clearTimeout(timer);
  }, [searchQuery, makeSearch]);

  useEffect(() => {
    if (!state.lastPage) {
      return;
    }
    makeSearch(state.lastPage);
  }, [makeSearch, state.lastPage]);

  return (
    <Layout>
      <PageMetadata title={pageTitle} />
      <Head>
        {/* Search result pages should not be indexed by search engines. */}
        <meta name="robots" content="noindex, follow" />
      </Head>

      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>
        <noscript>
          <p className={styles.noScript}>
            Search runs in your browser and needs JavaScript. Without it, start
            from the <Link to="/docs/">documentation</Link>, the{' '}
            <Link to="/docs/api">API reference</Link> or the{' '}
            <Link to="/blog">blog</Link>.
          </p>
        </noscript>

        <form
          className="row"
          role="search"
          onSubmit={(event) => event.preventDefault()}>
          <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
              })}
              onChange={(event) => setSearchQuery(event.target.value)}
              value={searchQuery}
              autoComplete="off"
              // The visitor came here to type a query.
              autoFocus
            />
          </div>
        </form>

        <div className="row">
          <div
            className={clsx('col', 'col--8', styles.searchResultsColumn)}
            aria-live="polite">
            {!!state.totalResults && documentsFoundPlural(state.totalResults)}
          </div>
          <div className={clsx('col', 'col--4', styles.searchLogoColumn)}>
            {builtin ? (
              <span>
                Search by <Link href="https://pagefind.app/">Pagefind</Link>
              </span>
            ) : (
              <span>
                Search by <Link href="https://www.algolia.com/">Algolia</Link>
              </span>
            )}
          </div>
        </div>

        {state.items.length > 0 ? (
          <div>
            {state.items.map(({title, url, summary, breadcrumbs}, index) => (
              <article key={index} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  {/* Values are escaped by the client; only <mark> remains. */}
                  <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
                </Heading>
                {breadcrumbs.length > 0 && (
                  <nav aria-label="breadcrumbs">
                    <ul
                      className={clsx(
                        'breadcrumbs',
                        styles.searchResultItemPath,
                      )}>
                      {breadcrumbs.map((html, crumb) => (
                        <li
                          key={crumb}
                          className="breadcrumbs__item"
                          dangerouslySetInnerHTML={{__html: html}}
                        />
                      ))}
                    </ul>
                  </nav>
                )}
                {summary && (
                  <p
                    className={styles.searchResultItemSummary}
                    dangerouslySetInnerHTML={{__html: summary}}
                  />
                )}
              </article>
            ))}
          </div>
        ) : state.failed ? (
          <Failure />
        ) : (
          <>
            {searchQuery && !state.loading && <NoResults query={searchQuery} />}
            {!!state.loading && <div className={styles.loadingSpinner} />}
          </>
        )}

        {state.hasMore && (
          <div className={styles.loader} ref={setLoaderRef}>
            Fetching new results...
          </div>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
