import {TOOLKIT_VERSION} from '../../src/config/site';
import {test, expect, gotoHydrated} from './fixtures';

test.describe('announcement bar', () => {
  test('shows its content with its colours and can be closed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', {name: 'Announcement'});
    await expect(bar).toContainText('the docs now describe this release');
    // The link goes where its text says: upgrading to the named release.
    const link = bar.getByRole('link');
    await expect(link).toHaveText(`Upgrade your project to ${TOOLKIT_VERSION}`);
    await expect(link).toHaveAttribute('href', '/docs/miscellaneous/upgrading');
    await expect(bar).toContainText(`Remotion ${TOOLKIT_VERSION}`);
    const inner = bar.locator('> div').first();
    await expect(inner).toHaveCSS('background-color', 'rgb(10, 95, 180)');
    await expect(inner).toHaveCSS('color', 'rgb(255, 255, 255)');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
  });

  test('a dismissal is remembered across reloads', async ({page}) => {
    await gotoHydrated(page, '/');
    await page
      .getByRole('region', {name: 'Announcement'})
      .getByRole('button', {name: 'Close'})
      .click();
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByRole('region', {name: 'Announcement'})).toHaveCount(
      0,
    );
  });

  test('the bar returns when its id changes', async ({page}) => {
    await gotoHydrated(page, '/');
    await page
      .getByRole('region', {name: 'Announcement'})
      .getByRole('button', {name: 'Close'})
      .click();
    // Pretend the dismissal was for an earlier announcement.
    const keys = await page.evaluate(() => {
      const found = Object.keys(localStorage).filter((key) =>
        key.startsWith('docusaurus.announcement.id'),
      );
      found.forEach((key) =>
        localStorage.setItem(key, 'an-older-announcement'),
      );
      return found;
    });
    expect(keys.length).toBeGreaterThan(0);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(
      page.getByRole('region', {name: 'Announcement'}),
    ).toBeVisible();
  });
});
