import {spawn, type ChildProcess} from 'child_process';
import {test, expect, type APIRequestContext} from '@playwright/test';
import {
  printedAddresses,
  printedAnchors,
  printedRootAddresses,
} from '../printed-addresses';
import {PRINTED_ADDRESS_EXCEPTIONS} from '../../src/lib/redirects/exceptions';
import {elementIds} from '../../plugins/redirects/sections';
import {REDIRECTS, targetPage, withQuery} from '../../src/lib/redirects';
import {SHORT_LINKS, isExternal} from '../../src/lib/redirects/shortLinks';
import {hasNginx} from '../browser';

/**
 * The toolkit's own addresses. The installed packages print about 300
 * `remotion.dev/docs/...` links (errors, CLI help, JSDoc, the Studio); each
 * must land on the page about its subject here, served directly or through
 * redirects that stay on the site. Every address this site served before
 * the move to the toolkit's scheme answers 301 with its new home, on both
 * servers: the production nginx configuration and `scripts/serve.mjs`.
 */

type Resolution = {
  readonly hops: readonly {url: string; status: number}[];
  readonly finalPath: string;
  readonly status: number;
  readonly html: string;
};

/** Follows redirects one at a time, refusing to leave the site. */
async function resolveAddress(
  request: APIRequestContext,
  baseURL: string,
  address: string,
): Promise<Resolution> {
  const hops: {url: string; status: number}[] = [];
  let url = new URL(address, baseURL);
  for (let hop = 0; hop < 5; hop++) {
    const response = await request.get(url.toString(), {maxRedirects: 0});
    const status = response.status();
    if (status >= 300 && status < 400) {
      const next = new URL(response.headers().location ?? '', url);
      hops.push({url: url.pathname, status});
      expect(next.origin, `${address} redirects off the site`).toBe(url.origin);
      url = next;
      continue;
    }
    return {hops, finalPath: url.pathname, status, html: await response.text()};
  }
  throw new Error(`${address}: more than 5 redirects`);
}

/** Lowercase letters and digits of the page's main text. */
function pageLetters(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** Last segments that name a kind of page rather than its subject. */
const GENERIC_SEGMENTS = new Set(['api', 'overview', 'index']);

/**
 * Whether the page is about the address's subject: the address's last
 * segment (`rendermediaonlambda`, `use-current-frame`; the one before it for
 * `/x/api` and `/x/overview`) appears in the page's text, as one word or
 * with at least two thirds of its words. A check that a redirect or a slug
 * did not send the reader to an unrelated page, not a relevance score.
 */
function mentionsSubject(address: string, html: string): boolean {
  const segments = address.split('/').filter(Boolean);
  const segment =
    [...segments].reverse().find((s) => !GENERIC_SEGMENTS.has(s)) ?? '';
  const text = pageLetters(html);
  // Words of the segment, cut to a stem so that "migration" finds
  // "Migrating"; numbers count as words ("4-0-migration").
  const words = segment
    .split('-')
    .filter((word) => word.length > 2 || /^\d+$/.test(word))
    .map((word) => word.slice(0, 6).toLowerCase());
  const found = words.filter((word) => text.includes(word)).length;
  return (
    text.includes(segment.replace(/[^a-z0-9]/gi, '').toLowerCase()) ||
    (words.length > 1 && found >= Math.ceil((words.length * 2) / 3))
  );
}

const exceptions = new Set(PRINTED_ADDRESS_EXCEPTIONS.map((e) => e.address));

test.describe('addresses printed by the installed toolkit packages', () => {
  const printed = printedAddresses();

  test('there are enough of them to mean something', () => {
    expect(printed.length).toBeGreaterThan(250);
  });

  test('every one lands on the page about its subject', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const address of printed.filter((a) => !exceptions.has(a))) {
      const result = await resolveAddress(request, baseURL!, address);
      const problem =
        result.status !== 200
          ? `status ${result.status} at ${result.finalPath}`
          : result.hops.some((hop) => hop.status !== 301)
            ? `non-permanent redirect ${JSON.stringify(result.hops)}`
            : address !== '/docs' && /^\/(docs\/?)?$/.test(result.finalPath)
              ? `ends on ${result.finalPath}`
              : !mentionsSubject(address, result.html)
                ? `${result.finalPath} does not mention the subject`
                : null;
      if (problem) {
        failures.push(`${address}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('every anchor they print names a section of the page they land on', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const anchors = printedAnchors();
    expect(anchors.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const {address, anchor} of anchors) {
      const result = await resolveAddress(request, baseURL!, address);
      // The id is on a heading, on the block of an option, or on an anchor
      // in the text; the build checks redirect targets with the same reader.
      if (!elementIds(result.html).has(anchor)) {
        failures.push(`${address}#${anchor} (at ${result.finalPath})`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('the exceptions redirect to an existing page', async ({
    request,
    baseURL,
  }) => {
    for (const {address, to} of PRINTED_ADDRESS_EXCEPTIONS) {
      const result = await resolveAddress(request, baseURL!, address);
      expect(
        result.hops.map((hop) => hop.status),
        address,
      ).toEqual([301]);
      expect(result.finalPath).toBe(to);
      expect(result.status).toBe(200);
    }
  });
});

test.describe('short links at the root of the site', () => {
  const shortLinks = new Map(SHORT_LINKS.map((link) => [link.from, link]));

  test('every root address the packages print is a page or a short link', async ({
    request,
    baseURL,
  }) => {
    const printed = printedRootAddresses();
    expect(printed.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const address of printed) {
      const response = await request.get(new URL(address, baseURL).href, {
        maxRedirects: 0,
      });
      const link = shortLinks.get(address);
      const answer = `${response.status()} ${response.headers().location ?? ''}`;
      if (link ? answer !== `302 ${link.to}` : response.status() !== 200) {
        failures.push(`${address}: ${answer}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('every short link to this site lands on the page about its subject', async ({
    request,
    baseURL,
  }) => {
    const failures: string[] = [];
    for (const link of SHORT_LINKS.filter((l) => !isExternal(l))) {
      const result = await resolveAddress(request, baseURL!, link.from);
      const problem =
        result.hops.length !== 1 || result.hops[0]!.status !== 302
          ? `hops ${JSON.stringify(result.hops)}`
          : result.status !== 200
            ? `status ${result.status} at ${result.finalPath}`
            : !link.reason && !mentionsSubject(link.from, result.html)
              ? `${result.finalPath} does not mention the subject`
              : null;
      if (problem) {
        failures.push(`${link.from}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Starts a server for the build on a port; stopped after the tests. */
function startServer(command: string[], port: number): ChildProcess {
  return spawn('node', [...command, '--port', String(port)], {
    stdio: 'ignore',
  });
}

async function waitUntilUp(
  request: APIRequestContext,
  base: string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await request.get(base)).status();
        } catch {
          return 0;
        }
      },
      {timeout: 20_000},
    )
    .toBe(200);
}

const SERVERS = [
  {
    name: 'nginx (scripts/nginx/site.conf)',
    command: ['scripts/nginx/serve.mjs'],
    port: 3201,
  },
  {
    name: 'Node (scripts/serve.mjs)',
    command: ['scripts/serve.mjs'],
    port: 3202,
  },
] as const;

const nginxInstalled = hasNginx();

for (const server of SERVERS) {
  test.describe(`former addresses on ${server.name}`, () => {
    test.skip(
      server.command[0].includes('nginx') && !nginxInstalled,
      'nginx is not installed',
    );
    let child: ChildProcess | undefined;
    const base = `http://localhost:${server.port}`;
    test.beforeAll(() => {
      child = startServer([...server.command], server.port);
    });
    test.afterAll(() => {
      child?.kill();
    });

    test('every address of the redirect map answers 301 with its new home, keeping the query', async ({
      request,
    }) => {
      test.setTimeout(120_000);
      await waitUntilUp(request, `${base}/`);
      expect(
        REDIRECTS.filter(
          (r) => r.kind === 'moved' && r.from.startsWith('/docs/api/'),
        ).length,
      ).toBeGreaterThan(300);
      const failures: string[] = [];
      // Former addresses, toolkit aliases and printed-address exceptions.
      for (const {from, to} of REDIRECTS) {
        for (const [path, target] of [
          [`${from}?ref=cli`, withQuery(to, '?ref=cli')],
          [`${from}/`, to],
          [`${from}.md`, `${targetPage(to)}.md`],
        ] as const) {
          const response = await request.get(`${base}${path}`, {
            maxRedirects: 0,
          });
          const location = response.headers().location ?? '';
          if (
            response.status() !== 301 ||
            new URL(location, base).toString() !== `${base}${target}`
          ) {
            failures.push(`${path}: ${response.status()} ${location}`);
          }
        }
        const page = await request.get(`${base}${targetPage(to)}`, {
          maxRedirects: 0,
        });
        if (page.status() !== 200) {
          failures.push(`${to}: ${page.status()}`);
        }
      }
      expect(failures).toEqual([]);
    });

    test('every short link answers 302 with its target, not kept by browsers', async ({
      request,
    }) => {
      await waitUntilUp(request, `${base}/`);
      const failures: string[] = [];
      for (const {from, to} of SHORT_LINKS) {
        for (const path of [from, `${from}/`]) {
          const response = await request.get(`${base}${path}`, {
            maxRedirects: 0,
          });
          const answer = `${response.status()} ${response.headers().location ?? ''}`;
          if (answer !== `302 ${to}`) {
            failures.push(`${path}: ${answer}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });
}

test('an anchor survives the redirect in the browser', async ({page}) => {
  await page.goto('/docs/api/interpolate#parameters');
  await expect(page).toHaveURL(/\/docs\/interpolate#parameters$/);
  await expect(page.locator('h2#parameters')).toBeInViewport();
});

test('a flag address of the public docs opens the flag, query and all', async ({
  page,
}) => {
  await page.goto('/docs/options/crf?ref=search');
  await expect(page).toHaveURL(/\/docs\/cli\/render\?ref=search#--crf$/);
  const heading = page.locator('[id="--crf"]');
  await expect(heading).toHaveText(/--crf/);
  await expect(heading).toBeInViewport();
});
