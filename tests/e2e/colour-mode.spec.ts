import {test, expect, gotoHydrated} from './fixtures';

const toggle = (page: import('@playwright/test').Page) =>
  page
    .locator('nav.navbar')
    .getByRole('button', {name: /Switch between dark and light mode/});

const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.dataset.theme);

test.describe('colour mode', () => {
  test('defaults to light and the toggle cycles light, dark, system with its label', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    expect(await theme(page)).toBe('light');
    await expect(toggle(page)).toHaveAttribute(
      'aria-label',
      'Switch between dark and light mode (currently system mode)',
    );
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute(
      'aria-label',
      'Switch between dark and light mode (currently light mode)',
    );
    expect(await theme(page)).toBe('light');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute(
      'aria-label',
      'Switch between dark and light mode (currently dark mode)',
    );
    expect(await theme(page)).toBe('dark');
    await expect(
      page.getByRole('status').filter({hasText: 'Dark mode on'}),
    ).toHaveCount(1);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute(
      'aria-label',
      'Switch between dark and light mode (currently system mode)',
    );
    expect(await theme(page)).toBe('light');
  });

  test('the chosen mode survives a reload without a flash of the other theme', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/docs/');
    await toggle(page).click();
    await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    // Record the theme as soon as the HTML is parsed, before any bundle runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {firstTheme?: string}).firstTheme =
          document.documentElement.dataset.theme;
      });
    });
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(
      await page.evaluate(
        () => (window as unknown as {firstTheme?: string}).firstTheme,
      ),
    ).toBe('dark');
    expect(await theme(page)).toBe('dark');
    await expect(toggle(page)).toHaveAttribute(
      'aria-label',
      /currently dark mode/,
    );
  });

  test('follows the system preference when no choice is stored', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    expect(await theme(page)).toBe('dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect.poll(() => theme(page)).toBe('light');
  });

  test('the footer logo switches to its white version in dark mode', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    const footerLogo = page
      .locator('footer img.footer__logo')
      .filter({visible: true});
    await expect(footerLogo).toHaveAttribute('src', '/img/logo.svg');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(footerLogo).toHaveAttribute('src', '/img/logo-white.svg');
  });
});
