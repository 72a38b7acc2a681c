import {describe, expect, it} from 'vitest';
import {BUILTIN_SEARCH, isHostedSearch, resolveSearchConfig} from './search';

const hosted = {
  ALGOLIA_APP_ID: 'APP',
  ALGOLIA_API_KEY: 'key',
  ALGOLIA_INDEX_NAME: 'remotion',
};

describe('resolveSearchConfig', () => {
  it('uses the hosted index when all three variables are set', () => {
    expect(isHostedSearch(hosted)).toBe(true);
    expect(resolveSearchConfig(hosted)).toMatchObject({
      appId: 'APP',
      apiKey: 'key',
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
    const partial = {...hosted, ALGOLIA_API_KEY: ''};
    expect(isHostedSearch(partial)).toBe(false);
    expect(resolveSearchConfig(partial)).toMatchObject(BUILTIN_SEARCH);
  });
});
