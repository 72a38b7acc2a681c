import {test, expect, gotoHydrated} from './fixtures';

test.describe('route handling', () => {
  test('/docs/index.html is normalised to /docs/', async ({page}) => {
    await gotoHydrated(page, '/docs/index.html');
    expect(new URL(page.url()).pathname).toMatch(/^\/docs\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Getting started',
    );
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });

  test('the hydration flag is set after the first client render only', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/docs/')).text();
    expect(html).not.toContain('data-has-hydrated="true"');
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute(
      'data-has-hydrated',
      'true',
    );
  });

  test('a slow navigation shows the blue progress bar after 200 ms', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('footer').getByRole('link', {name: 'About us'}).click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS('background-color', 'rgb(11, 132, 243)');
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a fast navigation shows no progress bar', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const link = page.locator('footer').getByRole('link', {name: 'About us'});
    await link.hover();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const seen = {bar: false};
      (window as unknown as {progress: typeof seen}).progress = seen;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) seen.bar = true;
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
    await link.click();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page).toHaveURL(/\/about\/$/);
    await page.waitForTimeout(400); // past the 200 ms delay: the bar would have appeared by now
    expect(
      await page.evaluate(
        () => (window as unknown as {progress: {bar: boolean}}).progress.bar,
      ),
    ).toBe(false);
  });

  test('a navigation scrolls to the top of the new page', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const link = page.locator('footer').getByRole('link', {name: 'Contact us'});
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await link.click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a navigation to a link with a hash scrolls to its target', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/brand');
    await page.getByRole('link', {name: 'colour table of this page'}).click();
    await expect(page).toHaveURL(/#colours$/);
    const top = await page
      .locator('#colours')
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
    await page.getByRole('link', {name: 'who needs a company license'}).click();
    await expect(page).toHaveURL(/\/docs\/license#/);
    const hash = new URL(page.url()).hash;
    await expect
      .poll(() =>
        page
          .locator(hash)
          .evaluate(
            (element) => Math.abs(element.getBoundingClientRect().top) < 120,
          ),
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('hovering a link prefetches its route', async ({page, baseURL}) => {
    await gotoHydrated(page, '/docs/');
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${baseURL}/assets/js/`))
        requests.push(request.url());
    });
    // The footer is out of view, so only the hover can trigger the prefetch.
    const link = page.locator('footer').getByRole('link', {name: 'Experts'});
    expect(
      await link.evaluate(
        (element) => element.getBoundingClientRect().top > window.innerHeight,
      ),
    ).toBe(true);
    expect(requests).toEqual([]);
    await link.dispatchEvent('mouseover');
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });
});

test.describe('not-found page', () => {
  // The browser logs the 404 status of the document itself.
  test.use({expectedConsoleError: /status of 404 \(Not Found\)/});
  test('an unknown path shows the not-found page with status 404', async ({
    page,
    request,
  }) => {
    const response = await request.get('/this-page-does-not-exist');
    expect(response.status()).toBe(404);
    await gotoHydrated(page, '/this-page-does-not-exist');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Page Not Found',
    );
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });

  test('a mistyped or pasted address gets the page it nearly names', async ({
    page,
  }) => {
    for (const [address, meant] of [
      ['/docs/use-curent-frame', '/docs/use-current-frame'],
      ['/docs/Spring).', '/docs/spring'],
      ['/docs/rendermedia', '/docs/renderer/render-media'],
    ] as const) {
      await gotoHydrated(page, address);
      const nearby = page.getByRole('region', {name: 'Did you mean'});
      await expect(nearby.getByRole('link').first(), address).toHaveAttribute(
        'href',
        meant,
      );
    }
  });

  test('an unknown subject gets the pages search finds for its words', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/player/custom-buttons');
    await expect(page.getByText('There is no page at')).toContainText(
      '/docs/player/custom-buttons',
    );
    await expect(page.getByRole('region', {name: 'Did you mean'})).toHaveCount(
      0,
    );
    const related = page.getByRole('region', {
      name: 'Pages about “player custom buttons”',
    });
    const links = related.getByRole('link');
    await expect(links.first()).toBeVisible();
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(targets.length).toBeLessThanOrEqual(5);
    expect(targets.some((href) => href?.startsWith('/docs/player'))).toBe(true);
    await expect(
      page.getByRole('link', {
        name: 'Search the site for “player custom buttons”',
      }),
    ).toHaveAttribute('href', '/search?q=player%20custom%20buttons');
    await expect(
      page.getByRole('link', {name: 'report the broken link'}),
    ).toHaveAttribute('href', /issues\/new\?.*custom-buttons/);
  });
});

test.describe('route chunk failure', () => {
  // The browser logs the failed chunk request that this test provokes.
  test.use({expectedConsoleError: /Failed to load resource: net::ERR_FAILED/});
  test('the page reloads when a route chunk fails to load', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await page.evaluate(
      () =>
        ((window as unknown as {beforeReload: boolean}).beforeReload = true),
    );
    let failed = 0;
    // The footer link is out of view and never hovered, so nothing prefetches
    // its route before the click: the click's own chunk request fails.
    await page.route(
      '**/assets/js/**',
      (route) => {
        failed += 1;
        return route.abort('failed');
      },
      {times: 1},
    );
    const link = page
      .locator('footer')
      .getByRole('link', {name: 'Success stories'});
    const reloaded = page.waitForEvent('load');
    await link.dispatchEvent('click');
    await reloaded;
    expect(failed).toBeGreaterThan(0);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(
      await page.evaluate(
        () => (window as unknown as {beforeReload?: boolean}).beforeReload,
      ),
    ).toBeUndefined();
  });
});
