import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/** What the page has pushed to the analytics queue, as plain arrays. */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).map(
      (entry) => Array.from(entry),
    ),
  );
}

test.describe('third parties (blocked, as on a machine without network)', () => {
  test('analytics records a page view with path, search and hash on a client-side navigation', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', {name: 'About us'})
      .click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect
      .poll(() => dataLayer(page))
      .toEqual(
        expect.arrayContaining([
          ['set', 'page_path', '/about/'],
          ['event', 'page_view'],
        ]),
      );
    await page.evaluate(() =>
      window.history.pushState(null, '', '/about/?from=test#top'),
    );
    await page.goBack();
    await page.goForward();
    await expect
      .poll(() => dataLayer(page))
      .toEqual(
        expect.arrayContaining([['set', 'page_path', '/about/?from=test#top']]),
      );
  });

  test('analytics is configured with the tracking id and loads asynchronously', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const script = page.locator(
      'head script[src*="googletagmanager.com/gtag/js"]',
    );
    await expect(script).toHaveAttribute('src', /id=G-/);
    await expect(script).toHaveAttribute('async', '');
  });

  test('the chat widget script is added once on the client with its site id and appearance', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/docs/')).text();
    expect(html).not.toContain('ask-ai-widget-script');
    await gotoHydrated(page, '/docs/');
    const script = page.locator('script#ask-ai-widget-script');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute(
      'src',
      'https://widget.kapa.ai/kapa-widget.bundle.js',
    );
    expect(
      await script.evaluate((element) => (element as HTMLScriptElement).async),
    ).toBe(true);
    await expect(script).toHaveAttribute('data-website-id', /^[0-9a-f-]{36}$/);
    await expect(script).toHaveAttribute('data-button-position-bottom', '20px');
    await expect(script).toHaveAttribute('data-button-position-right', '20px');
    await expect(script).toHaveAttribute('data-button-bg-color', '#0b1215');
    await expect(script).toHaveAttribute('data-button-text-color', '#ffffff');
    await expect(script).toHaveAttribute('data-button-border-radius', '20px');
    // A client-side navigation does not add it again.
    await page
      .locator('footer')
      .getByRole('link', {name: 'Contact us'})
      .click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.locator('script#ask-ai-widget-script')).toHaveCount(1);
  });

  test('with third parties unreachable the page renders fully', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
