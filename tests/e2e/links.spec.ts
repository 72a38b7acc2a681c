import fs from 'fs';
import path from 'path';
import {LinkChecker, LinkState, type LinkResult} from 'linkinator';
import {test, expect} from './fixtures';
import {OTHER_APPS_ON_SITE_DOMAIN, SITE_URL} from '../../src/config/site';
import {checkExternalLink} from '../links';

/**
 * Link gate: beyond Docusaurus's build-time check, crawl the served build
 * from `/` and from every sitemap URL, and check every internal link,
 * image, script, stylesheet (and CSS url()) and #anchor. Absolute links to
 * the production site are checked against this build. Links to other sites
 * are never fetched: they are listed and their form is checked.
 */
test('every internal link, asset and anchor of the served build resolves', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(20 * 60_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const production = new URL(SITE_URL).origin;
  const local = (url: string) => url.replace(production, baseURL!);
  const starts = [
    `${baseURL}/`,
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      local(match[1]!),
    ),
  ];
  expect(starts.length).toBeGreaterThan(700);

  const external = new Map<string, string>();
  const started = Date.now();
  const checker = new LinkChecker();
  const results: LinkResult[] = [];
  checker.on('link', (result) => results.push(result));
  const {passed} = await checker.check({
    path: starts,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    // Modest, so that the crawl does not starve the browser tests running
    // next to it on a two-core machine.
    concurrency: 8,
    // linkinator's timeout covers reading the body too, and a crawled page's
    // body is read only when its turn comes in the queue; on a loaded
    // two-core machine that took over a minute and the abort escaped as an
    // uncaught TimeoutError. Five minutes still stops a hung request.
    timeout: 5 * 60_000,
    // A request starved by the browser tests beside it (a network error or
    // a timeout, status 0) is tried again before it counts as broken.
    retryErrors: true,
    retryErrorsCount: 3,
    redirects: 'error',
    // Absolute links to the production site are checked against this
    // build, except paths that another application serves there.
    urlRewriteExpressions: [
      {
        pattern: new RegExp(
          `^${production.replace(/[.]/g, '\\.')}(?!(${OTHER_APPS_ON_SITE_DOMAIN.join('|')})(/|$|[?#]))`,
        ),
        replacement: baseURL!,
      },
    ],
    linksToSkip: async (link) => {
      if (link.startsWith(baseURL!)) return false;
      if (!external.has(link)) external.set(link, '');
      return true;
    },
  });

  const broken = results
    .filter((result) => result.state === LinkState.BROKEN)
    .map(
      (result) =>
        `${result.url} (status ${result.status ?? 'none'}) linked from ${result.parent ?? 'the start list'}`,
    );
  const internal = results.filter(
    (result) => result.state !== LinkState.SKIPPED,
  );
  const malformed = [...external.keys()]
    .map((link) => checkExternalLink(link))
    .filter((problem): problem is string => problem !== null);

  const pages = new Set(results.map((result) => result.parent).filter(Boolean));
  const hosts = new Map<string, number>();
  for (const link of external.keys()) {
    const host = URL.canParse(link) ? new URL(link).host || link : link;
    hosts.set(host, (hosts.get(host) ?? 0) + 1);
  }
  const report = [
    `Pages crawled: ${pages.size}`,
    `Internal links, assets and anchors checked: ${internal.length}`,
    `External links listed (form checked, not fetched): ${external.size}`,
    `Crawl time: ${Math.round((Date.now() - started) / 1000)} s`,
    ...[...hosts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([host, count]) => `  ${host}: ${count}`),
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join('test-results'), {recursive: true});
  fs.writeFileSync(
    path.join('test-results', 'external-links.txt'),
    `${[...external.keys()].sort().join('\n')}\n`,
  );

  expect(broken, 'broken internal links').toEqual([]);
  expect(malformed, 'malformed external links').toEqual([]);
  expect(passed).toBe(true);
  expect(pages.size).toBeGreaterThan(700);
});
