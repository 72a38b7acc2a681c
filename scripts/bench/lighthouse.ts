/**
 * Lighthouse 12 (mobile, default throttling) on a page of the production
 * server, through its CLI and the same Chromium as the browser tests.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {CHROMIUM_ARGS, resolveChromiumPath} from '../../tests/browser';

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

export function runLighthouse(
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
