/**
 * Test helper: build-time variables that point the site at a hosted search
 * index (all three set), for the tests of the search configuration and of
 * the search backends.
 */
export const HOSTED_SEARCH_ENV = {
  ALGOLIA_APP_ID: 'HOSTEDAPP',
  ALGOLIA_API_KEY: 'search-only-key',
  ALGOLIA_INDEX_NAME: 'remotion',
};
