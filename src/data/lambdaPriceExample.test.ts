import {describe, expect, it} from 'vitest';
import {estimatePrice} from '@remotion/lambda/client';
import * as lambdaConstants from '@remotion/lambda-client/constants';
import {AWS_REGIONS} from '@remotion/lambda-client/regions';
import {MAX_FUNCTIONS_PER_RENDER} from '@remotion/serverless-client';
import {VERSION} from 'remotion/version';
import {
  BASE_SCENARIO,
  EXAMPLE_RENDER,
  LAMBDA_FACTS,
  PRICE_SCENARIOS,
  toInvocations,
} from './lambdaPriceExample';

const FILE = 'src/data/lambdaPriceExample.ts';

/** What each quoted fact must equal, and where that value comes from. */
const PACKAGE_FACTS: Record<
  keyof typeof LAMBDA_FACTS,
  {value: string | number; source: string}
> = {
  defaultRegion: {
    value: lambdaConstants.DEFAULT_REGION,
    source: 'DEFAULT_REGION',
  },
  defaultMemorySizeInMb: {
    value: lambdaConstants.DEFAULT_MEMORY_SIZE,
    source: 'DEFAULT_MEMORY_SIZE',
  },
  defaultDiskSizeInMb: {
    value: lambdaConstants.DEFAULT_EPHEMERAL_STORAGE_IN_MB,
    source: 'DEFAULT_EPHEMERAL_STORAGE_IN_MB',
  },
  minDiskSizeInMb: {
    value: lambdaConstants.MIN_EPHEMERAL_STORAGE_IN_MB,
    source: 'MIN_EPHEMERAL_STORAGE_IN_MB',
  },
  maxDiskSizeInMb: {
    value: lambdaConstants.MAX_EPHEMERAL_STORAGE_IN_MB,
    source: 'MAX_EPHEMERAL_STORAGE_IN_MB',
  },
  defaultTimeoutInSeconds: {
    value: lambdaConstants.DEFAULT_TIMEOUT,
    source: 'DEFAULT_TIMEOUT',
  },
  maxTimeoutInSeconds: {
    value: lambdaConstants.MAX_TIMEOUT,
    source: 'MAX_TIMEOUT',
  },
  maxFunctionsPerRender: {
    value: MAX_FUNCTIONS_PER_RENDER,
    source: 'MAX_FUNCTIONS_PER_RENDER of @remotion/serverless-client',
  },
  regionCount: {
    value: AWS_REGIONS.length,
    source: 'AWS_REGIONS.length of @remotion/lambda-client/regions',
  },
};

describe('the /lambda/ page quotes the installed Lambda package', () => {
  it.each(Object.keys(PACKAGE_FACTS) as (keyof typeof LAMBDA_FACTS)[])(
    'LAMBDA_FACTS.%s equals the package constant',
    (field) => {
      const {value, source} = PACKAGE_FACTS[field];
      expect(
        LAMBDA_FACTS[field],
        `${FILE}: LAMBDA_FACTS.${field} is ${LAMBDA_FACTS[field]}, but ${source} ` +
          `(remotion ${VERSION}) is ${value}. Set it to ${JSON.stringify(value)}.`,
      ).toBe(value);
    },
  );

  it.each(PRICE_SCENARIOS.map((scenario) => [scenario.id, scenario] as const))(
    'the %s price equals estimatePrice() for the same inputs',
    (id, scenario) => {
      const actual = estimatePrice(scenario.input);
      expect(
        scenario.estimateUsd,
        `${FILE}: PRICE_SCENARIOS '${id}' field estimateUsd is ${scenario.estimateUsd}, ` +
          `but estimatePrice() of remotion ${VERSION} returns ${actual} for its input. ` +
          `The price table or the inputs changed: set estimateUsd to ${actual}.`,
      ).toBe(actual);
    },
  );

  it('the base inputs are the package defaults and the stated render', () => {
    expect(BASE_SCENARIO.input).toEqual({
      region: lambdaConstants.DEFAULT_REGION,
      memorySizeInMb: lambdaConstants.DEFAULT_MEMORY_SIZE,
      diskSizeInMb: lambdaConstants.DEFAULT_EPHEMERAL_STORAGE_IN_MB,
      lambdasInvoked: EXAMPLE_RENDER.rendererFunctions + 1,
      durationInMilliseconds:
        (EXAMPLE_RENDER.rendererFunctions * EXAMPLE_RENDER.secondsPerRenderer +
          EXAMPLE_RENDER.mainFunctionSeconds) *
        1000,
    });
    expect(
      EXAMPLE_RENDER.rendererFunctions,
      `${FILE}: EXAMPLE_RENDER.rendererFunctions exceeds MAX_FUNCTIONS_PER_RENDER`,
    ).toBeLessThanOrEqual(MAX_FUNCTIONS_PER_RENDER);
  });

  it('each variation changes exactly the input it names', () => {
    const base = BASE_SCENARIO.input;
    const variations = PRICE_SCENARIOS.filter((s) => s !== BASE_SCENARIO);
    expect(variations.length).toBe(PRICE_SCENARIOS.length - 1);
    for (const scenario of variations) {
      const differing = (Object.keys(base) as (keyof typeof base)[]).filter(
        (key) => scenario.input[key] !== base[key],
      );
      expect(
        differing,
        `${FILE}: PRICE_SCENARIOS '${scenario.id}' field changed says ` +
          `${scenario.changed}, but its input differs from the base in: ${differing.join(', ') || 'nothing'}`,
      ).toEqual([scenario.changed]);
    }
  });

  it('toInvocations counts the main function as one more invocation', () => {
    expect(
      toInvocations({
        rendererFunctions: 3,
        secondsPerRenderer: 10,
        mainFunctionSeconds: 5,
      }),
    ).toEqual({lambdasInvoked: 4, durationInMilliseconds: 35_000});
  });
});
