import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';

/** A string that only the code of @remotion/player contains. */
const PLAYER_MARKER = 'Change playback rate';

/** Records the JavaScript the page downloads, with its text. */
function recordScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      bodies.push(await response.text().catch(() => ''));
    }
  });
  return bodies;
}

test('a docs page without a demo downloads no player code', async ({page}) => {
  const scripts = recordScripts(page);
  await gotoHydrated(page, '/docs/installation');
  await page.evaluate(() =>
    window.scrollTo(0, document.documentElement.scrollHeight),
  );
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((body) => body.includes(PLAYER_MARKER))).toHaveLength(
    0,
  );
});

test('a docs demo loads the player and plays', async ({page}) => {
  const scripts = recordScripts(page);
  await gotoHydrated(page, '/docs/animating-properties');
  const demo = page.locator('figure[data-demo-id]').first();
  await expect(demo).toHaveCount(1);
  await demo.scrollIntoViewIfNeeded();
  const play = demo.getByRole('button', {name: /play/i}).first();
  await expect(play).toBeVisible();
  await expect
    .poll(() => scripts.some((body) => body.includes(PLAYER_MARKER)))
    .toBe(true);
  const time = () =>
    demo.locator('text=/\\d+:\\d\\d \\/ \\d+:\\d\\d/').first().textContent();
  const before = await time();
  await play.click();
  await expect.poll(time, {timeout: 5000}).not.toBe(before);
});

test('the learn article demos play', async ({page}) => {
  await gotoHydrated(page, '/learn/apple-wow');
  const demos = page.locator('figure[data-demo-id]');
  expect(await demos.count()).toBeGreaterThanOrEqual(5);
  const demo = demos.nth(1);
  await demo.scrollIntoViewIfNeeded();
  const play = demo.getByRole('button', {name: /play/i}).first();
  await expect(play).toBeVisible();
  const time = () =>
    demo.locator('text=/\\d+:\\d\\d \\/ \\d+:\\d\\d/').first().textContent();
  const before = await time();
  await play.click();
  await expect.poll(time, {timeout: 5000}).not.toBe(before);
});
