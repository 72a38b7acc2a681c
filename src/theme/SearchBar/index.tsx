/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2 (SearchBar) to give
 * the DocSearch modal two backends:
 * - hosted: the Algolia client DocSearch creates, as upstream;
 * - built-in (default): `transformSearchClient` swaps in the Pagefind
 *   client from `src/search/`, and no `preconnect` to Algolia is emitted.
 * Also: hovering or focusing the button preloads the built-in index, and
 * the no-results screen links to the repository's issues.
 * Ask AI is not configured on this site, so its wiring is left out.
 */
import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModalProps} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {missingResultsUrl} from '@site/src/search/missingResults';
import {failureOf, type SearchFailure} from '@site/src/search/errors';
import {
  isBuiltinSearch,
  lazyBuiltinSearchClient,
  modalSearchClient,
} from '@site/src/search/lazy';

type Modal = (props: DocSearchModalProps) => ReactNode;
type SearchClient = Parameters<
  NonNullable<DocSearchModalProps['transformSearchClient']>
>[0];
type Hit = {url: string};
type FacetFilters = NonNullable<
  NonNullable<DocSearchModalProps['searchParameters']>['facetFilters']
>;

type AlgoliaConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false;
  searchParameters?: DocSearchModalProps['searchParameters'];
  placeholder?: string;
};

let DocSearchModal: Modal | null = null;

/**
 * The button's visible text is part of its accessible name (the name adds
 * the keyboard shortcut), so speech users can say what they see.
 */
const buttonTranslations = {
  ...translations.button,
  buttonText: 'Search docs',
  buttonAriaLabel: 'Search docs',
};

/** The theme's texts, with a shorter no-results title. */
const modalTranslations: DocSearchModalProps['translations'] = {
  ...translations.modal,
  noResultsScreen: {
    ...translations.modal?.noResultsScreen,
    noResultsText: 'No results for',
  },
};

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: LoadedModal}]) => {
    DocSearchModal = LoadedModal as Modal;
  });
}

function useNavigator(externalUrlRegex: string | undefined) {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({itemUrl}: {itemUrl: string}) {
      // Hosted results may point to other domains: leave the SPA for those.
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }));
  return navigator;
}

/**
 * The client the modal queries, wrapped to report why the last search
 * failed, if it did (see `src/search/errors`: an unreachable index, one
 * that cannot be read, or a request it cannot answer).
 */
function useTransformSearchClient(
  appId: string,
  onFailure: (failure: SearchFailure | null) => void,
) {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: SearchClient): SearchClient => {
      const client = modalSearchClient({appId}, searchClient) as SearchClient;
      if (!isBuiltinSearch({appId})) {
        client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      }
      const search = client.search.bind(client) as (
        ...args: unknown[]
      ) => Promise<unknown>;
      return {
        ...client,
        search: (...args: unknown[]) =>
          search(...args).then(
            (response) => {
              onFailure(null);
              return response;
            },
            (error: unknown) => {
              onFailure(failureOf(error));
              throw error;
            },
          ),
      } as SearchClient;
    },
    [appId, docusaurusVersion, onFailure],
  );
}

/**
 * DocSearch sets its "error" status when the client fails, but the
 * autocomplete core resets the status to "idle" right after, so the modal
 * would show "No results" for an unreachable index. This screen takes the
 * place of "No results" while the last search has failed.
 */
const FAILURE_TEXT: Readonly<
  Record<SearchFailure, {readonly title: string; readonly help: string}>
> = {
  unreachable: {
    title: 'Unable to fetch results',
    help: 'You might want to check your network connection.',
  },
  'bad-response': {
    title: 'Search is unavailable right now',
    help: 'The search index could not be read. Reload the page; if this persists, please report it.',
  },
  'bad-query': {
    title: 'This search cannot be answered',
    help: 'Try other words.',
  },
};

function FailureScreen({failure}: {failure: SearchFailure}): ReactNode {
  const {title, help} = FAILURE_TEXT[failure];
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>
  );
}

function useTransformItems() {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState(
    () =>
      <T extends Hit>(items: T[]): T[] =>
        items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
  );
  return transformItems;
}

type FooterState = {
  query: string;
  context: {nbHits?: unknown};
  collections?: {items: {resultCount?: number}[]}[];
};

function ResultsFooter({
  state,
  onClose,
  builtin,
}: {
  state: FooterState;
  onClose: () => void;
  builtin: boolean;
}) {
  const createSearchLink = useSearchLinkCreator();
  // The modal adds up the counts of every search made while typing; the
  // built-in client gives the count of the results shown with each hit (the
  // same figure the search page states).
  const count =
    (builtin ? state.collections?.[0]?.items[0]?.resultCount : undefined) ??
    state.context.nbHits ??
    0;
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(count)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function HitLink({hit, children}: {hit: Hit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function useSearchParameters(config: AlgoliaConfig) {
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = (config.searchParameters?.facetFilters ??
    []) as FacetFilters;
  const facetFilters = config.contextualSearch
    ? mergeFacetFilters(
        contextualFacetFilters as FacetFilters,
        configFacetFilters,
      )
    : configFacetFilters;
  return {...config.searchParameters, facetFilters};
}

function DocSearch(config: AlgoliaConfig): ReactNode {
  const builtin = isBuiltinSearch(config);
  const navigator = useNavigator(config.externalUrlRegex);
  const searchParameters = useSearchParameters(config);
  const transformItems = useTransformItems();
  const [failure, setFailure] = useState<SearchFailure | null>(null);
  const transformSearchClient = useTransformSearchClient(
    config.appId,
    setFailure,
  );
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [failureTarget, setFailureTarget] = useState<Element | null>(null);

  useEffect(() => {
    const target =
      isOpen && failure
        ? (searchContainer.current?.querySelector('.DocSearch-Dropdown') ??
          null)
        : null;
    setFailureTarget(target);
    document.documentElement.toggleAttribute('data-search-failed', !!target);
  }, [isOpen, failure]);

  // An emptied query shows recent searches, not a failure.
  useEffect(() => {
    const container = searchContainer.current;
    if (!isOpen || !container) {
      return undefined;
    }
    const onInput = (event: Event) => {
      if ((event.target as HTMLInputElement).value === '') {
        setFailure(null);
      }
    };
    container.addEventListener('input', onInput);
    return () => container.removeEventListener('input', onInput);
  }, [isOpen]);

  const preload = useCallback(() => {
    if (builtin) {
      lazyBuiltinSearchClient.preload();
    }
    return importDocSearchModalIfNeeded();
  }, [builtin]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const element = document.createElement('div');
      searchContainer.current = element;
      document.body.insertBefore(element, document.body.firstChild);
    }
    preload().then(() => setIsOpen(true));
  }, [preload]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setFailure(null);
    searchButtonRef.current?.focus();
  }, []);

  const resultsFooterComponent = useMemo(
    () =>
      ({state}: {state: FooterState}) => (
        <ResultsFooter state={state} onClose={closeModal} builtin={builtin} />
      ),
    [closeModal, builtin],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  return (
    <>
      {builtin ? (
        <Head>
          {/* Lets styles.css hide the hosted service's logo in the modal. */}
          <html data-search-backend="builtin" />
        </Head>
      ) : (
        <Head>
          {/* The hosted index answers from Algolia's cluster: connect early. */}
          <link
            rel="preconnect"
            href={`https://${config.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}
      <DocSearchButton
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openModal}
        ref={searchButtonRef}
        translations={buttonTranslations}
      />
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            appId={config.appId}
            apiKey={config.apiKey}
            indexName={config.indexName}
            placeholder={config.placeholder}
            onClose={closeModal}
            onAskAiToggle={() => {}}
            initialScrollY={window.scrollY}
            navigator={navigator}
            transformItems={
              transformItems as DocSearchModalProps['transformItems']
            }
            hitComponent={HitLink as DocSearchModalProps['hitComponent']}
            transformSearchClient={transformSearchClient}
            getMissingResultsUrl={missingResultsUrl}
            {...(config.searchPagePath
              ? {
                  resultsFooterComponent:
                    resultsFooterComponent as DocSearchModalProps['resultsFooterComponent'],
                }
              : {})}
            translations={modalTranslations}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
      {failureTarget &&
        failure &&
        createPortal(<FailureScreen failure={failure} />, failureTarget)}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as AlgoliaConfig)} />;
}
