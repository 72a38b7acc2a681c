/**
 * Lighthouse 12 (mobile, default throttling) on a page of the production
 * server, through its CLI and the same Chromium as the browser tests.
 * Scores and TBT vary from run to run, so a page is measured several times
 * and each figure is the median.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {CHROMIUM_ARGS, resolveChromiumPath} from '../../tests/browser';
import {median} from './timedBuild';

export type LighthouseResult = {
  readonly path: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
};

type Report = {
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number}>;
};

/**
 * Runtime errors Lighthouse itself says to retry: a trace without the
 * navigation start, which headless Chromium produces now and then.
 */
const TRANSIENT = /NO_NAVSTART|NO_FCP|Please run Lighthouse again/;
const ATTEMPTS = 3;

/** The median of `runs` Lighthouse runs, figure by figure. */
export function lighthouseMedian(
  siteDir: string,
  baseUrl: string,
  pagePath: string,
  runs: number,
): LighthouseResult & {readonly runs: number} {
  const results = Array.from({length: runs}, () =>
    runLighthouse(siteDir, baseUrl, pagePath),
  );
  const of = (pick: (result: LighthouseResult) => number) =>
    median(results.map(pick));
  return {
    path: pagePath,
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    bestPractices: of((r) => r.bestPractices),
    seo: of((r) => r.seo),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    runs,
  };
}

/** One Lighthouse run, retried when it fails with a transient error. */
export function runLighthouse(
  siteDir: string,
  baseUrl: string,
  pagePath: string,
): LighthouseResult {
  for (let attempt = 1; ; attempt++) {
    try {
      return runOnce(siteDir, baseUrl, pagePath);
    } catch (error) {
      if (attempt >= ATTEMPTS || !TRANSIENT.test(String(error))) {
        throw error;
      }
      console.warn(
        `Lighthouse on ${pagePath}, attempt ${attempt}: ${String(error).trim()}; retrying.`,
      );
    }
  }
}

function runOnce(
  siteDir: string,
  baseUrl: string,
  pagePath: string,
): LighthouseResult {
  const cli = path.join(siteDir, 'node_modules/lighthouse/cli/index.js');
  if (!fs.existsSync(cli)) {
    throw new Error('lighthouse is not installed: run `npm ci`.');
  }
  const output = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')),
    'report.json',
  );
  const chrome = resolveChromiumPath();
  const result = spawnSync(
    process.execPath,
    [
      cli,
      `${baseUrl}${pagePath}`,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${[...CHROMIUM_ARGS, '--headless=new'].join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      // Third-party hosts are unreachable here; do not wait for them.
      '--blocked-url-patterns=*googletagmanager.com*',
      '--blocked-url-patterns=*google-analytics.com*',
    ],
    {
      encoding: 'utf8',
      env: {...process.env, ...(chrome ? {CHROME_PATH: chrome} : {})},
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0 || !fs.existsSync(output)) {
    throw new Error(`Lighthouse failed on ${pagePath}: ${result.stderr}`);
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
  const score = (id: string) =>
    Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    path: pagePath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
}
