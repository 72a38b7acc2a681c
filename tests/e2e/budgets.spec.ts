import fs from 'fs';
import path from 'path';
import {gzipSync} from 'zlib';
import {measurePage, type Kind} from '../../scripts/bench/pageWeight';
import {expect, gotoHydrated, test} from './fixtures';

/**
 * Byte budgets of the first load (gzip on the wire, counted once per URL,
 * including whatever the page prefetches by itself). Bytes are
 * deterministic, so they are asserted; times never are (see
 * `npm run bench`). Budgets are the measured size plus about 3%: raise them
 * deliberately, with the reason in the commit, when a page must grow.
 */
const KB = 1024;

// Every page's stylesheet gained the type scale, the option blocks of the
// API reference and their compact table of contents, and the dark search
// colours (about 0.6 KB); pages with an edit link gained the row of page
// actions ("Edit this page", last update, "Report a problem", about 0.3 KB
// of HTML), and API pages their option blocks with anchors.
const CSS = 29.6 * KB;

// Since the route tables are split (plugins/route-tables) a page downloads
// only its own table, and the home page loads no player code until the
// visitor interacts with the hero (it shows a still until then).
const BUDGETS: Record<string, Partial<Record<Kind, number>>> = {
  '/': {js: 154 * KB, css: CSS, html: 9 * KB},
  // The installation guide's text grew by about 2 KB (platform requirements
  // checked against the installed packages); its HTML budget follows.
  '/docs/installation': {js: 173 * KB, css: CSS, html: 11.2 * KB},
  // The interpolate() page gained a table of the messages it throws (so a
  // pasted error finds it); its HTML budget follows.
  '/docs/interpolate': {js: 173 * KB, css: CSS, html: 11.4 * KB},
  '/blog/4-0': {js: 171 * KB, css: CSS, html: 13.6 * KB},
  // Every page links the PNG icons beside the SVG one (`/favicon.ico`, the
  // home-screen icon): about 40 bytes, which this page had not to spare.
  '/templates/hello-world': {js: 221 * KB, css: CSS, html: 6 * KB},
};

/**
 * What every page downloads whatever the site's size: main.js (React, the
 * router, the theme's shell and the route list without page routes) and
 * the largest route table. Both must stay flat as pages are added.
 */
const MAIN_JS = 137 * KB;
const ROUTE_TABLE = 4 * KB;
const JS_DIR = path.join(__dirname, '../../build/assets/js');

const gzipped = (file: string) =>
  gzipSync(fs.readFileSync(path.join(JS_DIR, file)), {level: 9}).length;

test('main.js and every route table stay within their budgets', () => {
  const files = fs.readdirSync(JS_DIR);
  const main = files.filter((file) => /^main\.[^.]+\.js$/.test(file));
  expect(main).toHaveLength(1);
  expect(gzipped(main[0]!), 'main.js, gzip bytes').toBeLessThanOrEqual(MAIN_JS);
  const tables = files.filter((file) => file.startsWith('route-table-'));
  expect(tables.length).toBeGreaterThan(1);
  for (const table of tables) {
    expect
      .soft(gzipped(table), `${table}, gzip bytes`)
      .toBeLessThanOrEqual(ROUTE_TABLE);
  }
});

test.describe('byte budgets', () => {
  for (const [path, budget] of Object.entries(BUDGETS)) {
    test(`${path} stays within its first-load budget`, async ({
      browser,
      baseURL,
    }) => {
      const weight = await measurePage(browser, baseURL!, path);
      for (const [kind, limit] of Object.entries(budget)) {
        expect
          .soft(weight.bytes[kind as Kind], `${kind} bytes of ${path}`)
          .toBeLessThanOrEqual(limit);
      }
    });
  }
});

test.describe('critical path', () => {
  for (const path of Object.keys(BUDGETS)) {
    test(`${path} requests its scripts only after the stylesheet, and no script blocks parsing`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      const html = await response!.text();
      for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)) {
        expect(tag, 'an external script in the HTML').toMatch(/\basync\b/);
      }
      const scriptPreloads = html.match(
        /<link[^>]*\brel="?(modulepreload|preload"? as="?script)[^>]*>/g,
      );
      expect(scriptPreloads, 'scripts preloaded in the HTML').toBeNull();
      await gotoHydrated(page, path);
      // The stylesheet blocks rendering, the first frame needs it; the
      // scripts are only requested after that frame, so the stylesheet has
      // the connection to itself (with `<script defer>` they would start
      // together with it).
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType(
          'resource',
        ) as PerformanceResourceTiming[];
        const styles = resources.filter((entry) =>
          /\/assets\/css\/.+\.css$/.test(entry.name),
        );
        const scripts = resources.filter((entry) =>
          /\/assets\/js\/.+\.js$/.test(entry.name),
        );
        return {
          stylesheets: styles.length,
          scripts: scripts.length,
          stylesLoaded: Math.max(...styles.map((entry) => entry.responseEnd)),
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        };
      });
      expect(timing.stylesheets).toBe(1);
      expect(timing.scripts).toBeGreaterThan(0);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.stylesLoaded);
      // Docusaurus's "site did not load" banner would mistake the late
      // scripts for a failure.
      await expect(
        page.locator('[id^=__docusaurus-base-url-issue]'),
      ).toHaveCount(0);
    });
  }
});

test.describe('prefetching', () => {
  test('links prefetch their route on hover, not when they scroll into view', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) {
        scripts.push(request.url());
      }
    });
    await gotoHydrated(page, '/docs/installation');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel=prefetch]')).toHaveCount(0);
    const before = scripts.length;

    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Project structure'})
      .hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  });
});
