import {test, expect, gotoHydrated} from './fixtures';

/**
 * /timing-editor, which the Studio's "Timing Editor" menu item opens: the
 * sliders change the curve, the code and the address; a shared address
 * brings its settings back; the code can be copied.
 */

test('a setting changes the code and the address, and the address brings it back', async ({
  page,
}) => {
  await gotoHydrated(page, '/timing-editor');
  const code = page.locator('pre').filter({hasText: 'spring('});
  await expect(code).toHaveText('spring({frame, fps});');

  await page
    .getByRole('spinbutton', {name: 'Damping, exact value'})
    .fill('200');
  await expect(code).toContainText('config: {damping: 200}');
  await expect(page).toHaveURL(/\/timing-editor\?damping=200$/);

  await page.getByRole('checkbox', {name: 'Set durationInFrames'}).check();
  await expect(code).toContainText('durationInFrames: 30');
  await expect(
    page.getByRole('img', {name: /at rest from frame 30 /}),
  ).toBeVisible();

  await gotoHydrated(page, '/timing-editor?damping=200&mass=0.5&delay=abc');
  await expect(code).toContainText('config: {damping: 200, mass: 0.5}');
  await expect(code).not.toContainText('delay');
  await expect(page.getByRole('slider', {name: 'Damping'})).toHaveValue('200');
});

test('the settle time comes from measureSpring()', async ({page}) => {
  await gotoHydrated(page, '/timing-editor');
  // With the default config at 30 fps, measureSpring() returns 28 frames.
  await expect(
    page.getByText(/settles after 28 frames \(0\.93 s\)/),
  ).toBeVisible();
});

test('a spring too slow to measure says so instead of freezing the page', async ({
  page,
}) => {
  await gotoHydrated(page, '/timing-editor?damping=1&mass=5&fps=60');
  await expect(
    page.getByText(/too slow|frames or more to settle/),
  ).toBeVisible();
  await expect(page.getByRole('slider', {name: 'Mass'})).toBeEnabled();
});

test('the code can be copied', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/timing-editor?stiffness=250');
  await page.getByRole('button', {name: 'Copy code'}).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Copied to the clipboard.',
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('config: {stiffness: 250}');
});
