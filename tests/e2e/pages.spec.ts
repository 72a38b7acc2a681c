import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {TEMPLATE_SLUGS} from '../site-routes';

test.describe('experts', () => {
  test('the list links to every profile, each marked as a sample', async ({
    page,
  }) => {
    await gotoHydrated(page, '/experts/');
    const hrefs = await page
      .locator('main a[href^="/experts/"]')
      .evaluateAll((as) => [
        ...new Set(as.map((a) => a.getAttribute('href')!)),
      ]);
    const profiles = hrefs.filter((href) =>
      /^\/experts\/[a-z0-9-]+$/.test(href),
    );
    expect(profiles.length).toBeGreaterThanOrEqual(18);
    await gotoHydrated(page, profiles[0]!);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('main')).toContainText(/sample/i);
    await expect(
      page.locator('head meta[property="og:title"]'),
    ).toHaveAttribute('content', /.+/);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      /.{20,}/,
    );
  });

  test('the skill filter works with the keyboard', async ({page}) => {
    await gotoHydrated(page, '/experts/');
    const status = page.getByRole('status').filter({hasText: /profiles/});
    await expect(status).toHaveText(/Showing all \d+ profiles/);
    const group = page.getByRole('group', {name: 'Filter by skill'});
    const chip = group.getByRole('button').first();
    await chip.focus();
    await page.keyboard.press('Enter');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toHaveText(/Showing \d+ of \d+ profiles/);
    await page.keyboard.press('Space');
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toHaveText(/Showing all \d+ profiles/);
  });
});

test.describe('templates', () => {
  test('the list links to every template page', async ({page}) => {
    await gotoHydrated(page, '/templates/');
    for (const slug of TEMPLATE_SLUGS) {
      await expect(
        page.locator(`main a[href="/templates/${slug}"]`).first(),
      ).toBeVisible();
    }
  });

  test('a template page shows the create command for four package managers and its source', async ({
    page,
  }) => {
    await gotoHydrated(page, '/templates/hello-world');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['npm', 'pnpm', 'yarn', 'bun']);
    await expect(
      page.locator('[role="tabpanel"]:not([hidden]) code'),
    ).toContainText('create-video');
    await tabs.nth(3).click();
    await expect(
      page.locator('[role="tabpanel"]:not([hidden]) code'),
    ).toContainText('bun create video');
    await expect(
      page.getByRole('link', {name: /source|repository/i}).first(),
    ).toHaveAttribute('href', /^https:\/\//);
  });

  test('the tag filter works with the keyboard', async ({page}) => {
    await gotoHydrated(page, '/templates/');
    const cards = page.locator('main a[href^="/templates/"]');
    const all = await cards.count();
    const chip = page
      .getByRole('group', {name: /Filter/})
      .getByRole('button')
      .first();
    await chip.focus();
    await page.keyboard.press('Enter');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => cards.count()).toBeLessThan(all);
  });
});

/** The bodies of the scripts the page downloads, as they arrive. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(await response.text().catch(() => ''));
  });
  return scripts;
}

test.describe('marketing pages', () => {
  test('the home hero text is there before any player code, and the demo reacts to input', async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    const response = await page.request.get('/');
    expect(await response.text()).toContain(
      'Make videos programmatically with React',
    );
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', {level: 1})).toContainText(
      'Make videos programmatically',
    );
    const input = page.getByLabel('Video title');
    await input.fill('Hello from the test');
    // The composition springs the title in word by word.
    const video = page.locator('.__remotion-player').first();
    await expect(video.getByText('Hello', {exact: true})).toBeVisible();
    await expect(video.getByText('test', {exact: true})).toBeVisible();
    await page.getByRole('radio', {name: 'Violet'}).check();
    await expect(page.getByRole('radio', {name: 'Violet'})).toBeChecked();
    await expect
      .poll(() => scripts.some((body) => body.includes('Change playback rate')))
      .toBe(true);
  });

  test('the home hero shows a still of its composition and loads the player only on the first interaction, in the same box', async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    const stage = page.locator('img[src="/img/home/hero-still.webp"]');
    await expect(stage).toBeVisible();
    expect(
      await stage.evaluate((image) => (image as HTMLImageElement).naturalWidth),
    ).toBe(960);
    await expect(page.locator('.__remotion-player')).toHaveCount(0);
    expect(scripts.some((body) => body.includes('Change playback rate'))).toBe(
      false,
    );
    const before = await stage.boundingBox();
    // Layout shifts of the page around the player (the composition's own
    // animation moves elements inside the player, which is not a shift).
    await page.evaluate(() => {
      (window as unknown as {shift: number}).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: {node?: Node}[];
        }[]) {
          const outside = entry.sources.some(
            ({node}) =>
              !(node instanceof Element) || !node.closest('.__remotion-player'),
          );
          if (outside) {
            (window as unknown as {shift: number}).shift += entry.value;
          }
        }
      }).observe({type: 'layout-shift'});
    });
    await stage.hover();
    const player = page.locator('.__remotion-player').first();
    await expect(player).toBeVisible();
    const after = await player.boundingBox();
    expect(after!.y).toBeCloseTo(before!.y, 0);
    expect(after!.height).toBeCloseTo(before!.height, 0);
    expect(after!.width).toBeCloseTo(before!.width, 0);
    await page.waitForTimeout(1000);
    expect(
      await page.evaluate(() => (window as unknown as {shift: number}).shift),
    ).toBe(0);
  });

  test('the hero player does not take keyboard focus when it loads or plays', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const input = page.getByLabel('Video title');
    await input.focus();
    // The player loads lazily; its play button appears once it is there.
    const playPause = page.getByRole('button', {
      name: /Pause video|Play video/,
    });
    await expect(playPause).toHaveCount(1);
    await expect(input).toBeFocused();
    // Toggling playback must not move focus either.
    await playPause.evaluate((button) => (button as HTMLButtonElement).click());
    await expect(input).toBeFocused();
  });

  test('/ai-embed has no navbar and no footer', async ({page}) => {
    await gotoHydrated(page, '/ai-embed');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Ask AI about Remotion',
    );
    await expect(page.locator('nav.navbar')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('a showcase entry opens in a keyboard-accessible dialog', async ({
    page,
  }) => {
    await gotoHydrated(page, '/showcase/');
    const trigger = page.getByRole('button', {name: /View details of/}).first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', {name: /Close/})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
