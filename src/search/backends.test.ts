import {describe, expect, it} from 'vitest';
import {HOSTED_SEARCH_ENV} from '@site/src/config/__fixtures__/hostedSearchEnv';
import {resolveSearchConfig} from '@site/src/config/search';
import {builtinSearchClient} from './builtin';
import {
  isBuiltinSearch,
  lazyBuiltinSearchClient,
  modalSearchClient,
} from './lazy';
import {searchPageClient} from './pageClient';

/** A stand-in for the DocSearch client of the hosted index. */
const hostedClient = {search: () => Promise.resolve({results: []})};

describe('search backends', () => {
  it('use the built-in client by default, in the modal and on the page', () => {
    const config = resolveSearchConfig({});
    expect(isBuiltinSearch(config)).toBe(true);
    expect(modalSearchClient(config, hostedClient)).toBe(
      lazyBuiltinSearchClient,
    );
    expect(searchPageClient(config)).toBe(builtinSearchClient());
  });

  it('use the hosted client when the three variables are set, and fail like it when the network is blocked', async () => {
    const config = resolveSearchConfig(HOSTED_SEARCH_ENV);
    expect(isBuiltinSearch(config)).toBe(false);
    expect(modalSearchClient(config, hostedClient)).toBe(hostedClient);

    // A requester that behaves like a blocked network: no host answers.
    const requested: string[] = [];
    const client = searchPageClient(config, {
      requester: {
        send: async (request) => {
          requested.push(request.url);
          return {status: 0, content: '', isTimedOut: false};
        },
      },
    });
    expect(client).not.toBe(builtinSearchClient());
    const search = client.search([
      {indexName: config.indexName, params: {query: 'player'}},
    ] as never);
    await expect(search).rejects.toMatchObject({name: 'RetryError'});
    expect(requested.length).toBeGreaterThan(0);
    expect(requested, requested.join('\n')).not.toHaveLength(0);
    for (const url of requested)
      expect(url.toLowerCase()).toContain('hostedapp');
  });
});
