import {test, expect, gotoHydrated, openSearch} from './fixtures';
import {NOT_FOUND_LOAD_ERROR, PAGE_TYPE_ENTRIES} from '../page-types';
import {PAGE_SCRIPTS_ID} from '../../src/config/ssrTemplate';

/**
 * The production server (scripts/nginx/site.conf, or scripts/serve.mjs with
 * the same rules): headers, caching, redirects, and a Content-Security-Policy
 * that the site itself never violates.
 */

const HARDENING = {
  'strict-transport-security': /^max-age=\d{7,}; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\)/,
};

/** `directive -> sources` of a policy header. */
function parsePolicy(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/**
 * The page's own scripts, which the page template lists in a JSON data block
 * and loads after the first paint (src/config/ssrTemplate.ts).
 */
function pageScripts(html: string): string[] {
  const block = new RegExp(
    `<script type="?application/json"? id="?${PAGE_SCRIPTS_ID}"?>([^<]*)</script>`,
  ).exec(html);
  expect(block, 'the page lists its scripts').not.toBeNull();
  const scripts = JSON.parse(block![1]!) as string[];
  expect(scripts.length).toBeGreaterThan(0);
  return scripts;
}

/** Inline scripts a browser executes: no `src`, no data-block `type`. */
function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => {
      if (/\bsrc=/.test(attributes)) {
        return false;
      }
      const type = /\btype="?([^"\s>]+)/.exec(attributes)?.[1];
      return type === undefined || /javascript|module/.test(type);
    })
    .map((match) => match[2]!);
}

test.describe('production server', () => {
  test('pages, assets, redirects and the not-found page carry the security headers', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/docs/animation/spring',
      '/docs/index.html',
      '/this-page-does-not-exist',
    ]) {
      const response = await request.get(path, {maxRedirects: 0});
      const headers = response.headers();
      for (const [name, pattern] of Object.entries(HARDENING)) {
        expect(headers[name], `${name} on ${path}`).toMatch(pattern);
      }
      const policy = parsePolicy(headers['content-security-policy'] ?? '');
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
    const html = await request.get('/docs/animation/spring');
    const [script] = pageScripts(await html.text());
    const asset = await request.get(script);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['content-security-policy']).toBeTruthy();
  });

  test('hashed assets are immutable, HTML revalidates, text is gzipped', async ({
    request,
  }) => {
    const html = await request.get('/docs/animation/spring', {
      headers: {'Accept-Encoding': 'gzip'},
    });
    expect(html.headers()['cache-control']).toMatch(
      /max-age=0, must-revalidate/,
    );
    expect(html.headers()['content-encoding']).toBe('gzip');
    expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
    const [script] = pageScripts(await html.text());
    expect(script).toMatch(/^\/assets\/js\/.+\.js$/);
    const asset = await request.get(script, {
      headers: {'Accept-Encoding': 'gzip'},
    });
    expect(asset.headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });

  test('/x/index.html and /x.html redirect to the bare path, keeping the query', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/docs/index.html', '/docs/'],
      ['/docs/animation/spring.html?a=1', '/docs/animation/spring?a=1'],
      ['/index.html', '/'],
    ] as const) {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(
        new URL(response.headers()['location']!, 'http://x').pathname +
          new URL(response.headers()['location']!, 'http://x').search,
      ).toBe(to);
    }
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    const config = await request.get('/_hosting/headers.json');
    expect(config.status()).toBe(404);
  });

  test('robots.txt points at the sitemap, and the icons answer in the formats tools ask for', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const sitemapLine = (await robots.text())
      .split('\n')
      .find((line) => line.startsWith('Sitemap: '));
    const sitemap = await request.get(
      new URL(sitemapLine!.slice('Sitemap: '.length)).pathname,
    );
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('<urlset');
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/img/apple-touch-icon.png', 'image/png'],
      ['/img/favicon.svg', 'image/svg+xml'],
    ] as const) {
      const icon = await request.get(path);
      expect(icon.status(), path).toBe(200);
      expect(icon.headers()['content-type'], path).toContain(type);
    }
  });

  test('the policy has no unsafe script sources and hashes every inline script of a page', async ({
    request,
  }) => {
    for (const [, path] of PAGE_TYPE_ENTRIES) {
      const response = await request.get(path);
      const policy = parsePolicy(
        response.headers()['content-security-policy'] ?? '',
      );
      const scriptSources = policy.get('script-src') ?? [];
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      const html = await response.text();
      const inline = executableInlineScripts(html);
      expect(inline.length, `inline scripts on ${path}`).toBeGreaterThan(0);
      for (const script of inline) {
        const digest = await crypto.subtle.digest(
          'SHA-256',
          new TextEncoder().encode(script),
        );
        const hash = `'sha256-${Buffer.from(digest).toString('base64')}'`;
        expect(scriptSources, `hash of an inline script on ${path}`).toContain(
          hash,
        );
      }
      // Only the configured third-party hosts, nothing else.
      const hosts = [...policy.values()]
        .flat()
        .filter((source) => source.startsWith('https://'));
      for (const host of hosts) {
        expect(host).toMatch(
          /^https:\/\/(www\.googletagmanager\.com|www\.google-analytics\.com|\*\.google-analytics\.com|\*\.analytics\.google\.com|widget\.kapa\.ai|\*\.kapa\.ai)$/,
        );
      }
    }
  });
});

test.describe('Content-Security-Policy', () => {
  test.use({expectedConsoleError: NOT_FOUND_LOAD_ERROR});
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      const store = window as unknown as {cspViolations: string[]};
      store.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        store.cspViolations.push(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
  });

  const violations = (page: import('@playwright/test').Page) =>
    page.evaluate(
      () => (window as unknown as {cspViolations: string[]}).cspViolations,
    );

  test('no page type reports a violation, with demos, search and navigation in use', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const seen: Record<string, string[]> = {};
    for (const [type, path] of PAGE_TYPE_ENTRIES) {
      await gotoHydrated(page, path);
      // Bring lazy content (demos, players, images) into view.
      await page.evaluate(() =>
        window.scrollTo(0, document.documentElement.scrollHeight),
      );
      await page.waitForTimeout(300);
      seen[type] = await violations(page);
    }
    // The search modal with the built-in index (WebAssembly) and a result.
    await gotoHydrated(page, '/docs/');
    await openSearch(page);
    await page.keyboard.type('interpolate');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await page.keyboard.press('Escape');
    // A live demo playing, then a client-side navigation.
    await gotoHydrated(page, '/docs/animating-properties');
    const demo = page.locator('figure[data-demo-id]').first();
    await demo.scrollIntoViewIfNeeded();
    const play = demo.getByRole('button', {name: /play/i}).first();
    await play.click();
    await page.locator('footer').getByRole('link', {name: 'About us'}).click();
    await expect(page).toHaveURL(/\/about\/$/);
    seen['interactions'] = await violations(page);
    expect(seen).toEqual(
      Object.fromEntries(Object.keys(seen).map((type) => [type, []])),
    );
  });

  test.describe(() => {
    test.use({
      expectedConsoleError:
        /Executing inline script violates the following Content Security Policy/,
    });
    test('the policy is enforced: an injected inline script does not run and is reported', async ({
      page,
    }) => {
      test.info().annotations.push({
        type: 'note',
        description: 'the canary that proves the collector above can fail',
      });
      await gotoHydrated(page, '/docs/');
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = '(window).canaryRan = true;';
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (window as unknown as {canaryRan?: boolean}).canaryRan ?? false;
      });
      expect(ran).toBe(false);
      expect(await violations(page)).toEqual([
        expect.stringMatching(/^script-src-elem blocked inline/),
      ]);
    });
  });
});
