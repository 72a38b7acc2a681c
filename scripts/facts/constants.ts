/**
 * "Defaults and limits quoted in prose come from the package's own
 * constants": a declared list of places where a page quotes a number, a
 * default or a list of regions, each tied to the constant of the installed
 * package it must equal. `constants.test.ts` checks every fact, so a new
 * toolkit release that changes a limit fails the test on the page that
 * quotes the old value.
 *
 * A value fact is a regular expression whose capture groups hold the quoted
 * values; every match in the file must carry the expected values (thousands
 * separators are ignored). A region fact captures the text that lists
 * regions; the regions written there in inline code must be exactly the
 * package's list, in any order.
 */
import type {Codec} from '@remotion/renderer';
import {BrowserSafeApis} from '@remotion/renderer/client';
import * as cloudRunDefaults from '@remotion/cloudrun/defaults';
import {GCP_REGIONS} from '@remotion/cloudrun/regions';
import * as lambdaConstants from '@remotion/lambda-client/constants';
import {
  AWS_REGIONS,
  DEFAULT_AWS_REGIONS,
} from '@remotion/lambda-client/regions';
import {speculateFunctionName} from '@remotion/lambda-client';
import {MAX_FUNCTIONS_PER_RENDER} from '@remotion/serverless-client';
import {VERSION} from 'remotion/version';

export type ValueFact = {
  /** Site-relative file. */
  readonly file: string;
  /** One capture group per quoted value. */
  readonly pattern: RegExp;
  /** The package values, one per capture group. */
  readonly expected: readonly (string | number)[];
  /** Where the values come from, for the failure message. */
  readonly source: string;
};

export type RegionFact = {
  readonly file: string;
  /** The first capture group holds the text that lists the regions. */
  readonly pattern: RegExp;
  /** With a table captured: the 0-based column to read in each row. */
  readonly column?: number;
  readonly expected: readonly string[];
  readonly source: string;
};

const L = '@remotion/lambda-client/constants';

type LambdaConstants = typeof lambdaConstants;

/** The names of the constants of `L` that hold a number or a text. */
type LambdaConstant = {
  [K in keyof LambdaConstants]: LambdaConstants[K] extends string | number
    ? K
    : never;
}[keyof LambdaConstants];

/**
 * The `expected` values and the `source` of a fact that quotes constants of
 * `@remotion/lambda-client/constants`, in the order the page quotes them:
 * each constant is named once, for its value and for the failure message.
 */
function fromLambda(
  ...names: LambdaConstant[]
): Pick<ValueFact, 'expected' | 'source'> {
  return {
    expected: names.map((name) => lambdaConstants[name]),
    source: `${names.join(', ')} in ${L}`,
  };
}

const MAX_TIMEOUT_MINUTES = lambdaConstants.MAX_TIMEOUT / 60;
const DELAY_RENDER_TIMEOUT = BrowserSafeApis.DEFAULT_TIMEOUT;
const R = '@remotion/renderer/client BrowserSafeApis';
const C = '@remotion/cloudrun/defaults';
const FUNCTIONS = '@remotion/serverless-client MAX_FUNCTIONS_PER_RENDER';

/** Regions that AWS accounts must enable first. */
export const AWS_OPT_IN_REGIONS: readonly string[] = AWS_REGIONS.filter(
  (region) => !(DEFAULT_AWS_REGIONS as readonly string[]).includes(region),
);

/** One row per codec of the CRF table on the quality guide. */
function crfFacts(): ValueFact[] {
  const rows: [label: string, codec: Codec][] = [
    ['`h264`, `h264-mkv`, `h264-ts`', 'h264'],
    ['`h265`', 'h265'],
    ['`vp8`', 'vp8'],
    ['`vp9`', 'vp9'],
    ['`av1`', 'av1'],
  ];
  return rows.map(([label, codec]) => {
    const [min, max] = BrowserSafeApis.getValidCrfRanges(codec);
    return {
      file: 'docs/rendering/quality.mdx',
      pattern: new RegExp(
        `\\| ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| (\\d+) \\| (\\d+) to (\\d+) \\|`,
      ),
      expected: [
        BrowserSafeApis.getDefaultCrfForCodec(codec) ?? 'none',
        min,
        max,
      ],
      source: `getDefaultCrfForCodec('${codec}'), getValidCrfRanges('${codec}') in ${R}`,
    };
  });
}

/**
 * One row per limit of the table on the Lambda runtime page, which names the
 * constants of the minimum, the default and the maximum next to each value.
 */
function runtimeTableFacts(): ValueFact[] {
  const rows = [
    ['MIN_MEMORY', 'DEFAULT_MEMORY_SIZE', 'MAX_MEMORY', 'MB'],
    [
      'MIN_EPHEMERAL_STORAGE_IN_MB',
      'DEFAULT_EPHEMERAL_STORAGE_IN_MB',
      'MAX_EPHEMERAL_STORAGE_IN_MB',
      'MB',
    ],
    ['MIN_TIMEOUT', 'DEFAULT_TIMEOUT', 'MAX_TIMEOUT', 's'],
  ] as const;
  return rows.map(([min, byDefault, max, unit]) => {
    const names = [min, byDefault, max];
    return {
      file: 'docs/lambda/runtime.mdx',
      pattern: new RegExp(
        names.map((name) => `\`${name}\` = (\\d+) ${unit}`).join(' \\| '),
      ),
      ...fromLambda(...names),
    };
  });
}

export const VALUE_FACTS: readonly ValueFact[] = [
  // Lambda memory, disk and timeout.
  {
    file: 'docs/lambda/runtime.mdx',
    pattern: /'memorySizeInMb' must be between (\d+) and (\d+)/,
    ...fromLambda('MIN_MEMORY', 'MAX_MEMORY'),
  },
  ...runtimeTableFacts(),
  {
    file: 'docs/lambda/runtime.mdx',
    pattern: /`DEFAULT_CLOUDWATCH_RETENTION_PERIOD`, (\d+) days/,
    ...fromLambda('DEFAULT_CLOUDWATCH_RETENTION_PERIOD'),
  },
  {
    file: 'docs/lambda/limits.mdx',
    pattern:
      /\| Memory \(`memorySizeInMb`\) \| ([\d,]+) MB \| ([\d,]+) MB \(CLI\) \| ([\d,]+) MB \|/,
    ...fromLambda('MIN_MEMORY', 'DEFAULT_MEMORY_SIZE', 'MAX_MEMORY'),
  },
  {
    file: 'docs/lambda/limits.mdx',
    pattern:
      /\| Disk \(`diskSizeInMb`\) \| ([\d,]+) MB \| ([\d,]+) MB \| ([\d,]+) MB \|/,
    ...fromLambda(
      'MIN_EPHEMERAL_STORAGE_IN_MB',
      'DEFAULT_EPHEMERAL_STORAGE_IN_MB',
      'MAX_EPHEMERAL_STORAGE_IN_MB',
    ),
  },
  {
    file: 'docs/lambda/limits.mdx',
    pattern:
      /\| Timeout \(`timeoutInSeconds`\) \| (\d+) s \| (\d+) s \(CLI\) \| (\d+) s \((\d+) minutes\) \|/,
    expected: [
      lambdaConstants.MIN_TIMEOUT,
      lambdaConstants.DEFAULT_TIMEOUT,
      lambdaConstants.MAX_TIMEOUT,
      MAX_TIMEOUT_MINUTES,
    ],
    source: `MIN_TIMEOUT, DEFAULT_TIMEOUT, MAX_TIMEOUT in ${L}`,
  },
  {
    file: 'docs/lambda/limits.mdx',
    pattern: /within the function timeout, at most (\d+) minutes/,
    expected: [MAX_TIMEOUT_MINUTES],
    source: `MAX_TIMEOUT / 60 in ${L}`,
  },
  {
    file: 'docs/lambda/limits.mdx',
    pattern: /`timeoutInSeconds` to (\d+) by reflex/,
    ...fromLambda('MAX_TIMEOUT'),
  },
  {
    file: 'docs/lambda/limits.mdx',
    pattern:
      /At most (\d+) renderer invocations per render\.\*\* The `concurrency` option cannot exceed (\d+)/,
    expected: [MAX_FUNCTIONS_PER_RENDER, MAX_FUNCTIONS_PER_RENDER],
    source: FUNCTIONS,
  },
  {
    file: 'docs/lambda/limits.mdx',
    pattern: /`timeoutInMilliseconds` \(default (\d+) seconds\)/,
    expected: [DELAY_RENDER_TIMEOUT / 1000],
    source: `DEFAULT_TIMEOUT / 1000 in ${R}`,
  },
  {
    file: 'docs/lambda/deploy-function.mdx',
    pattern:
      /\| `memorySizeInMb` \| `--memory` \| (\d+) \(CLI\) \| (\d+) to (\d+)\./,
    ...fromLambda('DEFAULT_MEMORY_SIZE', 'MIN_MEMORY', 'MAX_MEMORY'),
  },
  {
    file: 'docs/lambda/deploy-function.mdx',
    pattern: /\| `diskSizeInMb` \| `--disk` \| (\d+) \| (\d+) to (\d+)\./,
    ...fromLambda(
      'DEFAULT_EPHEMERAL_STORAGE_IN_MB',
      'MIN_EPHEMERAL_STORAGE_IN_MB',
      'MAX_EPHEMERAL_STORAGE_IN_MB',
    ),
  },
  {
    file: 'docs/lambda/deploy-function.mdx',
    pattern:
      /\| `timeoutInSeconds` \| `--timeout` \| (\d+) \(CLI\) \| (\d+) to (\d+)\./,
    ...fromLambda('DEFAULT_TIMEOUT', 'MIN_TIMEOUT', 'MAX_TIMEOUT'),
  },
  {
    file: 'docs/lambda/deploy-function.mdx',
    pattern: /\| `--retention-period` \| (\d+) \|/,
    ...fromLambda('DEFAULT_CLOUDWATCH_RETENTION_PERIOD'),
  },
  {
    file: 'docs/lambda/deploy-function.mdx',
    pattern: /raise it towards the maximum of (\d+) seconds/,
    ...fromLambda('MAX_TIMEOUT'),
  },
  {
    file: 'docs/api/lambda/cli/functions-deploy.mdx',
    pattern:
      /\| `--memory` \| `number` \| `(\d+)` \| Memory in MB, between (\d+) and (\d+)\. \|/,
    ...fromLambda('DEFAULT_MEMORY_SIZE', 'MIN_MEMORY', 'MAX_MEMORY'),
  },
  {
    file: 'docs/api/lambda/cli/functions-deploy.mdx',
    pattern:
      /\| `--disk` \| `number` \| `(\d+)` \| Ephemeral storage in MB, between (\d+) and (\d+)\. \|/,
    ...fromLambda(
      'DEFAULT_EPHEMERAL_STORAGE_IN_MB',
      'MIN_EPHEMERAL_STORAGE_IN_MB',
      'MAX_EPHEMERAL_STORAGE_IN_MB',
    ),
  },
  {
    file: 'docs/api/lambda/cli/functions-deploy.mdx',
    pattern:
      /\| `--timeout` \| `number` \| `(\d+)` \| Function timeout in seconds, between (\d+) and (\d+)\. \|/,
    ...fromLambda('DEFAULT_TIMEOUT', 'MIN_TIMEOUT', 'MAX_TIMEOUT'),
  },
  {
    file: 'docs/api/lambda/cli/functions-deploy.mdx',
    pattern: /\| `--retention-period` \| `number` \| `(\d+)` \|/,
    ...fromLambda('DEFAULT_CLOUDWATCH_RETENTION_PERIOD'),
  },
  {
    file: 'docs/api/lambda/deploy-function.mdx',
    pattern: /Memory of the function, between (\d+) and (\d+) MB/,
    ...fromLambda('MIN_MEMORY', 'MAX_MEMORY'),
  },
  {
    file: 'docs/api/lambda/deploy-function.mdx',
    pattern: /Timeout of the function, between (\d+) and (\d+) seconds/,
    ...fromLambda('MIN_TIMEOUT', 'MAX_TIMEOUT'),
  },
  {
    file: 'docs/api/lambda/deploy-function.mdx',
    pattern:
      /\| `diskSizeInMb` \| `number` \| `(\d+)` \| No \| Ephemeral storage, between (\d+) and (\d+) MB/,
    ...fromLambda(
      'DEFAULT_EPHEMERAL_STORAGE_IN_MB',
      'MIN_EPHEMERAL_STORAGE_IN_MB',
      'MAX_EPHEMERAL_STORAGE_IN_MB',
    ),
  },
  {
    file: 'docs/lambda/troubleshooting/disk-and-memory.mdx',
    pattern: /Deploy a function with more disk\*\*, up to ([\d,]+) MB/,
    ...fromLambda('MAX_EPHEMERAL_STORAGE_IN_MB'),
  },
  {
    file: 'docs/lambda/troubleshooting/timeouts.mdx',
    pattern: /Deploy a function with a longer timeout\*\*, up to (\d+) seconds/,
    ...fromLambda('MAX_TIMEOUT'),
  },
  {
    file: 'docs/lambda/troubleshooting/index.mdx',
    pattern: /\((\d+) days by default\)/,
    ...fromLambda('DEFAULT_CLOUDWATCH_RETENTION_PERIOD'),
  },
  {
    file: 'docs/lambda/index.mdx',
    pattern:
      /function timeout \(at most (\d+) minutes\), is split into at most (\d+) chunks/,
    expected: [MAX_TIMEOUT_MINUTES, MAX_FUNCTIONS_PER_RENDER],
    source: `MAX_TIMEOUT / 60 in ${L}; ${FUNCTIONS}`,
  },
  {
    file: 'docs/lambda/faq.mdx',
    pattern:
      /function timeout, at most (\d+) minutes, and a render is split into at most (\d+) chunks/,
    expected: [MAX_TIMEOUT_MINUTES, MAX_FUNCTIONS_PER_RENDER],
    source: `MAX_TIMEOUT / 60 in ${L}; ${FUNCTIONS}`,
  },
  {
    file: 'docs/lambda/concurrency.mdx',
    pattern: /\| (\d+) to (\d+)\. Cannot be combined with `framesPerLambda`/,
    expected: [1, MAX_FUNCTIONS_PER_RENDER],
    source: FUNCTIONS,
  },
  {
    file: 'docs/lambda/concurrency.mdx',
    pattern: /A single render may not use more than (\d+) renderer invocations/,
    expected: [MAX_FUNCTIONS_PER_RENDER],
    source: FUNCTIONS,
  },
  {
    file: 'docs/lambda/troubleshooting/slow-renders.mdx',
    pattern: /the maximum of (\d+) renderer invocations per render/,
    expected: [MAX_FUNCTIONS_PER_RENDER],
    source: FUNCTIONS,
  },
  {
    file: 'docs/lambda/regions.mdx',
    pattern: /`AWS_REGION`, and falls back to `([a-z0-9-]+)`/,
    ...fromLambda('DEFAULT_REGION'),
  },
  {
    file: 'docs/lambda/naming-convention.mdx',
    pattern: /\| `(remotion-render-)` \| fixed prefix \|/,
    ...fromLambda('RENDER_FN_PREFIX'),
  },
  {
    file: 'docs/lambda/naming-convention.mdx',
    pattern: /With version ([\d.]+) and the CLI defaults, that gives `([^`]+)`/,
    expected: [
      VERSION,
      speculateFunctionName({
        memorySizeInMb: lambdaConstants.DEFAULT_MEMORY_SIZE,
        diskSizeInMb: lambdaConstants.DEFAULT_EPHEMERAL_STORAGE_IN_MB,
        timeoutInSeconds: lambdaConstants.DEFAULT_TIMEOUT,
      }),
    ],
    source: `VERSION of remotion/version; speculateFunctionName() of @remotion/lambda-client with the defaults of ${L}`,
  },
  // The delayRender() timeout and the JPEG quality of the renderer.
  {
    file: 'docs/fundamentals/delay-render.mdx',
    pattern: /The default is \*\*(\d+) seconds\*\*/,
    expected: [DELAY_RENDER_TIMEOUT / 1000],
    source: `DEFAULT_TIMEOUT / 1000 in ${R}`,
  },
  {
    file: 'docs/rendering/get-compositions.mdx',
    pattern: /which is (\d+) seconds by default/,
    expected: [DELAY_RENDER_TIMEOUT / 1000],
    source: `DEFAULT_TIMEOUT / 1000 in ${R}`,
  },
  {
    file: 'docs/troubleshooting/delay-render-timeout.mdx',
    pattern: /with the default of (\d+) seconds you will read `(\d+)ms`/,
    expected: [DELAY_RENDER_TIMEOUT / 1000, DELAY_RENDER_TIMEOUT - 2000],
    source: `DEFAULT_TIMEOUT in ${R}`,
  },
  {
    file: 'docs/lambda/rendering.mdx',
    pattern: /\| `timeoutInMilliseconds` \| (\d+) \|/,
    expected: [DELAY_RENDER_TIMEOUT],
    source: `DEFAULT_TIMEOUT in ${R}`,
  },
  {
    file: 'docs/lambda/rendering.mdx',
    pattern: /\| `jpegQuality` \| (\d+) \|/,
    expected: [BrowserSafeApis.DEFAULT_JPEG_QUALITY],
    source: `DEFAULT_JPEG_QUALITY in ${R}`,
  },
  {
    file: 'docs/lambda/stills.mdx',
    pattern: /`jpegQuality`\*\*: 0 to 100 for JPEG output, default (\d+)/,
    expected: [BrowserSafeApis.DEFAULT_JPEG_QUALITY],
    source: `DEFAULT_JPEG_QUALITY in ${R}`,
  },
  {
    file: 'docs/rendering/quality.mdx',
    pattern: /with a `jpegQuality` of (\d+)/,
    expected: [BrowserSafeApis.DEFAULT_JPEG_QUALITY],
    source: `DEFAULT_JPEG_QUALITY in ${R}`,
  },
  {
    file: 'docs/rendering/stills.mdx',
    pattern: /`jpegQuality` \(0 to 100, default (\d+)\)/,
    expected: [BrowserSafeApis.DEFAULT_JPEG_QUALITY],
    source: `DEFAULT_JPEG_QUALITY in ${R}`,
  },
  ...crfFacts(),
  // Cloud Run.
  {
    file: 'docs/cloudrun/limits.mdx',
    pattern: /`timeoutSeconds` \(default (\d+) seconds\)/,
    expected: [cloudRunDefaults.DEFAULT_TIMEOUT],
    source: `DEFAULT_TIMEOUT in ${C}`,
  },
  {
    file: 'docs/cloudrun/deploy-service.mdx',
    pattern:
      /\| `region` \| `--region` \| `([a-z0-9-]+)` \(CLI\) \|[^\n]*\n[^\n]*\n[^\n]*\n\| `timeoutSeconds` \| `--timeoutSeconds` \| (\d+) \|[^\n]*\n\| `minInstances` \| `--minInstances` \| (\d+) \|[^\n]*\n\| `maxInstances` \| `--maxInstances` \| (\d+) \|/,
    expected: [
      cloudRunDefaults.DEFAULT_REGION,
      cloudRunDefaults.DEFAULT_TIMEOUT,
      cloudRunDefaults.DEFAULT_MIN_INSTANCES,
      cloudRunDefaults.DEFAULT_MAX_INSTANCES,
    ],
    source: `DEFAULT_REGION, DEFAULT_TIMEOUT, DEFAULT_MIN_INSTANCES, DEFAULT_MAX_INSTANCES in ${C}`,
  },
  {
    file: 'docs/api/cloudrun/deploy-service.mdx',
    pattern: /\| `timeoutSeconds` \| `number` \| `(\d+)` \|/,
    expected: [cloudRunDefaults.DEFAULT_TIMEOUT],
    source: `DEFAULT_TIMEOUT in ${C}`,
  },
  {
    file: 'docs/cloudrun/regions.mdx',
    pattern: /environment variable, and otherwise `([a-z0-9-]+)`/,
    expected: [cloudRunDefaults.DEFAULT_REGION],
    source: `DEFAULT_REGION in ${C}`,
  },
  {
    file: 'docs/cloudrun/setup.mdx',
    pattern: /`REMOTION_GCP_REGION` or fall back to `([a-z0-9-]+)`/,
    expected: [cloudRunDefaults.DEFAULT_REGION],
    source: `DEFAULT_REGION in ${C}`,
  },
  {
    file: 'docs/api/cloudrun/get-regions.mdx',
    pattern: /The CLI uses `([a-z0-9-]+)` when neither/,
    expected: [cloudRunDefaults.DEFAULT_REGION],
    source: `DEFAULT_REGION in ${C}`,
  },
  {
    file: 'docs/api/cloudrun/get-regions.mdx',
    pattern: /the list contains (\d+) regions/,
    expected: [GCP_REGIONS.length],
    source: 'GCP_REGIONS.length in @remotion/cloudrun/regions',
  },
  {
    file: 'docs/api/lambda/get-regions.mdx',
    pattern: /In version [\d.]+ it contains (\d+) regions/,
    expected: [AWS_REGIONS.length],
    source: 'AWS_REGIONS.length in @remotion/lambda-client/regions',
  },
  {
    file: 'docs/api/lambda/get-regions.mdx',
    pattern: /to get only the (\d+) regions that work without/,
    expected: [DEFAULT_AWS_REGIONS.length],
    source: 'DEFAULT_AWS_REGIONS.length in @remotion/lambda-client/regions',
  },
  {
    file: 'docs/api/lambda/cli/regions.mdx',
    pattern: /only the (\d+) regions that are enabled by default/,
    expected: [DEFAULT_AWS_REGIONS.length],
    source: 'DEFAULT_AWS_REGIONS.length in @remotion/lambda-client/regions',
  },
];

/**
 * A fact that holds on every page of a folder: each match anywhere under
 * `dir` must carry the expected values, and there must be at least
 * `atLeast` matches in all (so a rewording that hides them all fails).
 */
export type SiteWideFact = {
  readonly dir: string;
  readonly pattern: RegExp;
  readonly expected: readonly (string | number)[];
  readonly atLeast: number;
  readonly source: string;
};

export const SITE_WIDE_FACTS: readonly SiteWideFact[] = [
  {
    dir: 'docs',
    pattern:
      /\| `(?:timeoutInMilliseconds|delayRenderTimeoutInMilliseconds)` \| `number` \| `(\d+)` \|/,
    expected: [DELAY_RENDER_TIMEOUT],
    atLeast: 10,
    source: `DEFAULT_TIMEOUT in ${R}`,
  },
  {
    dir: 'docs',
    pattern: /\| `jpegQuality` \| `number` \| `(\d+)` \|/,
    expected: [BrowserSafeApis.DEFAULT_JPEG_QUALITY],
    atLeast: 5,
    source: `DEFAULT_JPEG_QUALITY in ${R}`,
  },
  {
    dir: 'docs',
    pattern: /\| `setJpegQuality\(\)` \| `[^`]+` \| `(\d+)` \|/,
    expected: [BrowserSafeApis.DEFAULT_JPEG_QUALITY],
    atLeast: 1,
    source: `DEFAULT_JPEG_QUALITY in ${R}`,
  },
  {
    dir: 'docs',
    pattern:
      /\| `setDelayRenderTimeoutInMilliseconds\(\)` \| `number` \| `(\d+)` \|/,
    expected: [DELAY_RENDER_TIMEOUT],
    atLeast: 1,
    source: `DEFAULT_TIMEOUT in ${R}`,
  },
];

/**
 * Problems with a site-wide fact, given the text of every file under its
 * folder (site-relative path to text). Pure.
 */
export function checkSiteWideFact(
  fact: SiteWideFact,
  files: ReadonlyMap<string, string>,
): string[] {
  let count = 0;
  const problems: string[] = [];
  for (const [file, source] of files) {
    const matches = allMatches(fact.pattern, source);
    count += matches.length;
    if (matches.length > 0) {
      problems.push(...checkValueFact({...fact, file}, source));
    }
  }
  if (count < fact.atLeast) {
    problems.push(
      `${fact.dir}: ${fact.pattern} matches ${count} times, expected at least ${fact.atLeast}; update the fact in scripts/facts/constants.ts`,
    );
  }
  return problems;
}

const AWS =
  '@remotion/lambda-client/regions (getRegions() of @remotion/lambda)';
const GCP = '@remotion/cloudrun/regions (getRegions() of @remotion/cloudrun)';

/** The region lists that pages quote, each with where it comes from. */
const AWS_ALL = {expected: AWS_REGIONS, source: `AWS_REGIONS in ${AWS}`};
const AWS_DEFAULT = {
  expected: DEFAULT_AWS_REGIONS,
  source: `DEFAULT_AWS_REGIONS in ${AWS}`,
};
const AWS_OPT_IN = {
  expected: AWS_OPT_IN_REGIONS,
  source: `AWS_REGIONS without DEFAULT_AWS_REGIONS in ${AWS}`,
};
const GCP_ALL = {expected: GCP_REGIONS, source: `GCP_REGIONS in ${GCP}`};

export const REGION_FACTS: readonly RegionFact[] = [
  {
    file: 'docs/lambda/regions.mdx',
    pattern: /these regions are supported:\n\n([\s\S]*?)\n\n/,
    column: 0,
    ...AWS_DEFAULT,
  },
  {
    file: 'docs/lambda/regions.mdx',
    pattern: /these regions are supported:\n\n([\s\S]*?)\n\n/,
    column: 1,
    ...AWS_OPT_IN,
  },
  {
    file: 'docs/api/lambda/get-regions.mdx',
    pattern: /With the default options these are: ([^\n]*)/,
    ...AWS_ALL,
  },
  {
    file: 'docs/api/lambda/get-regions.mdx',
    pattern: /With `enabledByDefaultOnly: true`, the opt-in regions ([^\n]*)/,
    ...AWS_OPT_IN,
  },
  {
    file: 'docs/api/lambda/cli/regions.mdx',
    pattern: /With `--default-only`, ([^\n]*) are omitted/,
    ...AWS_OPT_IN,
  },
  {
    file: 'docs/cloudrun/regions.mdx',
    pattern: /the supported regions are:\n\n([\s\S]*?)\n\n/,
    column: 1,
    ...GCP_ALL,
  },
  {
    file: 'docs/api/cloudrun/get-regions.mdx',
    pattern: /the list contains \d+ regions: ([^\n]*)/,
    ...GCP_ALL,
  },
];

function normalize(value: string): string {
  return value.replace(/,/g, '').trim();
}

function allMatches(pattern: RegExp, source: string): RegExpExecArray[] {
  const flags = pattern.flags.includes('g')
    ? pattern.flags
    : `${pattern.flags}g`;
  return [...source.matchAll(new RegExp(pattern.source, flags))];
}

/** Problems with one value fact in `source`, the text of its file. Pure. */
export function checkValueFact(fact: ValueFact, source: string): string[] {
  const matches = allMatches(fact.pattern, source);
  if (matches.length === 0) {
    return [
      `${fact.file}: the text ${fact.pattern} is no longer on the page; update the fact in scripts/facts/constants.ts`,
    ];
  }
  return matches.flatMap((match) => {
    const line = source.slice(0, match.index).split('\n').length;
    return fact.expected.flatMap((expected, index) => {
      const written = match[index + 1];
      if (written === undefined) {
        return [`${fact.file}:${line}: the pattern has no group ${index + 1}`];
      }
      return normalize(written) === String(expected)
        ? []
        : [
            `${fact.file}:${line}: says ${written.trim()}, but ${fact.source} gives ${expected}`,
          ];
    });
  });
}

const REGION_IN_CODE = /`([a-z]+(?:-[a-z]+)*-?\d)`/g;

function regionsIn(text: string, column: number | undefined): string[] {
  const parts =
    column === undefined
      ? [text]
      : text
          .split('\n')
          .filter((row) => /^\|/.test(row) && !/^\|\s*-/.test(row))
          .slice(1) // the header row
          .map((row) => row.split('|').slice(1, -1)[column] ?? '');
  return parts.flatMap((part) =>
    [...part.matchAll(REGION_IN_CODE)].map((match) => match[1]!),
  );
}

/** Problems with one region fact in `source`, the text of its file. Pure. */
export function checkRegionFact(fact: RegionFact, source: string): string[] {
  const match = fact.pattern.exec(source);
  if (!match || match[1] === undefined) {
    return [
      `${fact.file}: the text ${fact.pattern} is no longer on the page; update the fact in scripts/facts/constants.ts`,
    ];
  }
  const line = source.slice(0, match.index).split('\n').length;
  const written = regionsIn(match[1], fact.column);
  const missing = fact.expected.filter((region) => !written.includes(region));
  const extra = written.filter((region) => !fact.expected.includes(region));
  const duplicated = written.filter(
    (region, index) => written.indexOf(region) !== index,
  );
  const problems: string[] = [];
  if (missing.length > 0) {
    problems.push(
      `${fact.file}:${line}: lacks ${missing.join(', ')} (${fact.source})`,
    );
  }
  if (extra.length > 0) {
    problems.push(
      `${fact.file}:${line}: lists ${extra.join(', ')}, not in ${fact.source}`,
    );
  }
  if (duplicated.length > 0) {
    problems.push(`${fact.file}:${line}: lists ${duplicated.join(', ')} twice`);
  }
  return problems;
}
