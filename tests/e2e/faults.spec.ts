import {test, expect, gotoHydrated, isSameOrigin, openSearch} from './fixtures';
import {NOT_FOUND_LOAD_ERROR, PAGE_TYPE_ENTRIES} from '../page-types';

/** Faults at run time: the site degrades, never breaks. */

test.describe('a page content chunk that fails to load', () => {
  // The browser logs the failed requests, and React reports the error that
  // the boundary catches: both are provoked on purpose.
  test.use({
    expectedConsoleError:
      /Failed to load resource: net::ERR_FAILED|Loading chunk|ChunkLoadError|The above error occurred/,
  });

  test('shows the error with Retry, and Retry recovers once the network does', async ({
    page,
  }) => {
    // A page whose demo is far below the fold: nothing of it loads until
    // the reader scrolls there.
    await gotoHydrated(page, '/docs/player/embedding');
    let failed = 0;
    const offline = (route: import('@playwright/test').Route) => {
      failed += 1;
      return route.abort('failed');
    };
    await page.route('**/assets/js/**', offline);
    const demo = page.locator('figure[data-demo-id]').first();
    await demo.scrollIntoViewIfNeeded();
    const alert = demo.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/chunk/i);
    expect(failed).toBeGreaterThan(0);
    // The rest of the page is still there and usable.
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    await page.unroute('**/assets/js/**', offline);
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(alert).toBeHidden();
    await expect(
      demo.getByRole('button', {name: /play/i}).first(),
    ).toBeVisible();
  });
});

test.describe('storage that throws on access', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(
              'The operation is insecure.',
              'SecurityError',
            );
          },
        });
      }
    });
  });

  test('leaves the site usable, with a console warning and no error', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoHydrated(page, '/docs/');
    // Colour mode still switches (for this page view).
    // Without storage the choice starts at "system"; the toggle still cycles.
    const html = page.locator('html');
    const toggle = page.getByRole('button', {
      name: /switch between dark and light mode/i,
    });
    for (let click = 0; click < 3; click++) {
      if ((await html.getAttribute('data-theme')) === 'dark') break;
      await toggle.click();
    }
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // The announcement bar still closes.
    const bar = page
      .getByRole('banner')
      .filter({hasText: 'the docs now describe this release'});
    await bar.getByRole('button', {name: /close/i}).click();
    await expect(bar).toBeHidden();
    // Search still works.
    await openSearch(page);
    await page.keyboard.type('spring');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await page.keyboard.press('Escape');
    // Client-side navigation still works.
    await page.locator('footer').getByRole('link', {name: 'About us'}).click();
    await expect(page).toHaveURL(/\/about\/$/);
    expect(warnings.join('\n')).toMatch(/storage is not available/i);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({
    javaScriptEnabled: false,
    expectedConsoleError: NOT_FOUND_LOAD_ERROR,
  });

  for (const [type, path] of PAGE_TYPE_ENTRIES) {
    test(`the ${type} page shows its content and navigation links`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(type === 'not found' ? 404 : 200);
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      const text = await page.locator('main').first().innerText();
      expect(text.trim().length, `text of ${path}`).toBeGreaterThan(
        type === 'AI embed' ? 40 : 100,
      );
      if (type !== 'AI embed') {
        const navbar = page.locator('nav.navbar');
        await expect(
          navbar.getByRole('link', {name: 'Docs', exact: true}),
        ).toBeVisible();
        await expect(
          page.locator('footer').getByRole('link').first(),
        ).toBeVisible();
      }
    });
  }
});

test.describe('blocked third-party hosts', () => {
  test('change nothing visible compared to reachable ones', async ({
    page,
    baseURL,
  }) => {
    const snapshot = async () => {
      await gotoHydrated(page, '/docs/animation/spring');
      await page.waitForLoadState('networkidle');
      // A demo starts loading when it nears the viewport, which on a busy
      // machine can come after the network first falls idle: wait until
      // every demo near the viewport shows its player (it has controls).
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('figure[data-demo-id]'))
          .filter(
            (figure) =>
              figure.getBoundingClientRect().top < window.innerHeight + 300,
          )
          .every((figure) => figure.querySelector('button') !== null),
      );
      await page.evaluate(() => document.fonts.ready);
      // A player can still repaint after it shows its controls (its poster
      // frame decodes, a font swaps in): take screenshots until two in a row
      // agree, as Playwright's own screenshot assertion does.
      let screenshot = await page.screenshot({animations: 'disabled'});
      for (let attempt = 0; attempt < 20; attempt++) {
        await page.waitForTimeout(250);
        const next = await page.screenshot({animations: 'disabled'});
        if (next.equals(screenshot)) {
          break;
        }
        screenshot = next;
      }
      return {text: await page.locator('body').innerText(), screenshot};
    };
    // The fixture blocks every other host.
    const blocked = await snapshot();
    // Now answer them with empty responses instead, as a reachable but
    // silent service would.
    await page.route(
      (url) => !isSameOrigin(url.toString(), baseURL!),
      (route) =>
        route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
    );
    const reachable = await snapshot();
    expect(blocked.text).toBe(reachable.text);
    expect(blocked.screenshot.equals(reachable.screenshot)).toBe(true);
  });
});
