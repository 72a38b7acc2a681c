/**
 * Figures quoted on the /lambda/ page: a worked price example and the Lambda
 * defaults and limits. The page imports only this file, so the browser never
 * downloads `@remotion/lambda`. The test beside it recomputes every figure
 * with the installed package (`estimatePrice()` and the exported constants)
 * and fails when one differs, so a toolkit upgrade that changes a price or a
 * limit cannot leave the page quoting the old one.
 */
import type {AwsRegion} from '@remotion/lambda/client';

/** Defaults and limits of the installed package that the page quotes. */
export const LAMBDA_FACTS = {
  /** `DEFAULT_REGION`: the region the CLI uses when none is set. */
  defaultRegion: 'us-east-1',
  /** `DEFAULT_MEMORY_SIZE`, in MB: what the CLI deploys without `--memory`. */
  defaultMemorySizeInMb: 2048,
  /** `DEFAULT_EPHEMERAL_STORAGE_IN_MB`. */
  defaultDiskSizeInMb: 2048,
  /** `MIN_EPHEMERAL_STORAGE_IN_MB`: disk up to this size is not charged. */
  minDiskSizeInMb: 512,
  /** `MAX_EPHEMERAL_STORAGE_IN_MB`. */
  maxDiskSizeInMb: 10240,
  /** `DEFAULT_TIMEOUT`, in seconds: what the CLI deploys without `--timeout`. */
  defaultTimeoutInSeconds: 120,
  /** `MAX_TIMEOUT`, in seconds. */
  maxTimeoutInSeconds: 900,
  /** `MAX_FUNCTIONS_PER_RENDER`: renderer functions one render may use. */
  maxFunctionsPerRender: 200,
  /** `AWS_REGIONS.length`. */
  regionCount: 23,
} as const;

/**
 * The render the example prices. These are assumptions chosen for the
 * example, not measurements: a real render's times depend on the video.
 */
export type PriceScenarioRender = {
  /** Renderer functions, one per chunk. */
  readonly rendererFunctions: number;
  /** How long each renderer function runs, on average. */
  readonly secondsPerRenderer: number;
  /** How long the main function runs (it waits for the whole render). */
  readonly mainFunctionSeconds: number;
};

/** The inputs of `estimatePrice()`, spelled as the package spells them. */
export type PriceInput = {
  readonly region: AwsRegion;
  readonly memorySizeInMb: number;
  readonly diskSizeInMb: number;
  readonly lambdasInvoked: number;
  readonly durationInMilliseconds: number;
};

export type PriceScenario = {
  readonly id: 'base' | 'region' | 'memory' | 'disk';
  /** The one input that differs from the base example, if any. */
  readonly changed: keyof PriceInput | null;
  readonly input: PriceInput;
  /** What `estimatePrice(input)` returns: US dollars, five decimals. */
  readonly estimateUsd: number;
};

export const EXAMPLE_RENDER: PriceScenarioRender = {
  rendererFunctions: 40,
  secondsPerRenderer: 30,
  mainFunctionSeconds: 60,
};

/** Turns the assumed render into the two counts `estimatePrice()` takes. */
export function toInvocations(render: PriceScenarioRender): {
  lambdasInvoked: number;
  durationInMilliseconds: number;
} {
  return {
    // Every renderer function plus the main function is one request.
    lambdasInvoked: render.rendererFunctions + 1,
    // The package prices the sum of all functions' run times.
    durationInMilliseconds:
      (render.rendererFunctions * render.secondsPerRenderer +
        render.mainFunctionSeconds) *
      1000,
  };
}

const BASE_INPUT: PriceInput = {
  region: LAMBDA_FACTS.defaultRegion,
  memorySizeInMb: LAMBDA_FACTS.defaultMemorySizeInMb,
  diskSizeInMb: LAMBDA_FACTS.defaultDiskSizeInMb,
  ...toInvocations(EXAMPLE_RENDER),
};

/**
 * The base example and one variation per row: each variation changes one
 * input and keeps the render's times, so the row shows what that input does
 * to the price per second. `estimateUsd` is checked by the test beside this
 * file; when it fails, paste the value it prints.
 */
export const BASE_SCENARIO: PriceScenario = {
  id: 'base',
  changed: null,
  input: BASE_INPUT,
  estimateUsd: 0.03367,
};

export const PRICE_SCENARIOS: readonly PriceScenario[] = [
  BASE_SCENARIO,
  {
    id: 'region',
    changed: 'region',
    input: {...BASE_INPUT, region: 'ap-east-1'},
    estimateUsd: 0.0462,
  },
  {
    id: 'memory',
    changed: 'memorySizeInMb',
    input: {...BASE_INPUT, memorySizeInMb: 2 * BASE_INPUT.memorySizeInMb},
    estimateUsd: 0.06727,
  },
  {
    id: 'disk',
    changed: 'diskSizeInMb',
    input: {...BASE_INPUT, diskSizeInMb: LAMBDA_FACTS.maxDiskSizeInMb},
    estimateUsd: 0.03398,
  },
];
