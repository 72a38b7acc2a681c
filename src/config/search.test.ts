import {describe, expect, it} from 'vitest';
import {HOSTED_SEARCH_ENV} from './__fixtures__/hostedSearchEnv';
import {BUILTIN_SEARCH, isHostedSearch, resolveSearchConfig} from './search';

describe('resolveSearchConfig', () => {
  it('uses the hosted index when all three variables are set', () => {
    expect(isHostedSearch(HOSTED_SEARCH_ENV)).toBe(true);
    expect(resolveSearchConfig(HOSTED_SEARCH_ENV)).toMatchObject({
      appId: 'HOSTEDAPP',
      apiKey: 'search-only-key',
      indexName: 'remotion',
      contextualSearch: false,
      searchPagePath: 'search',
      searchParameters: {
        facetFilters: [
          'language:en',
          ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
        ],
      },
    });
  });

  it('falls back to the built-in index when any variable is missing', () => {
    const partial = {...HOSTED_SEARCH_ENV, ALGOLIA_API_KEY: ''};
    expect(isHostedSearch(partial)).toBe(false);
    expect(resolveSearchConfig(partial)).toMatchObject(BUILTIN_SEARCH);
  });
});
