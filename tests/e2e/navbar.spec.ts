import {test, expect, gotoHydrated} from './fixtures';

const DROPDOWNS = {
  Products: [
    ['Player', '/player/'],
    ['Lambda', '/lambda/'],
    ['Editor Starter', '/docs/editor-starter'],
    ['Timeline', '/docs/timeline'],
    ['Media Parser', '/docs/media-parser'],
    ['WebCodecs', '/docs/webcodecs'],
    ['Recorder', '/docs/recorder'],
  ],
  Resources: [
    ['Learn', '/learn'],
    ['Resources', '/docs/resources'],
    ['Blog', '/blog'],
    ['Showcase', '/showcase/'],
    ['Convert a video', 'https://www.remotion.dev/convert'],
    ['Support', '/docs/support'],
  ],
  Commercial: [
    ['License + Pricing', '/docs/license'],
    ['Store', 'https://www.remotion.pro/store'],
    ['Success Stories', '/success-stories'],
    ['Experts', '/experts/'],
    ['About us', '/about/'],
    ['Investors', 'https://www.remotion.pro/investors'],
    ['Contact us', '/contact/'],
  ],
} as const;

test.describe('navbar', () => {
  test('left items are Docs, API and the three dropdowns, in order', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const labels = await page
      .locator('.navbar__items:not(.navbar__items--right) > .navbar__item')
      .evaluateAll((items) =>
        items.map((item) =>
          (item.matches('a')
            ? item
            : item.querySelector('.navbar__link')
          )?.textContent?.trim(),
        ),
      );
    expect(labels).toEqual([
      'Docs',
      'API',
      'Products',
      'Resources',
      'Commercial',
    ]);
    await expect(
      page.getByRole('link', {name: 'Docs', exact: true}).first(),
    ).toHaveAttribute('href', '/docs/');
    await expect(
      page.getByRole('link', {name: 'API', exact: true}).first(),
    ).toHaveAttribute('href', '/docs/api');
  });

  for (const [dropdown, items] of Object.entries(DROPDOWNS)) {
    test(`${dropdown} dropdown lists its items with their targets`, async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      const menu = page
        .locator('.navbar__item.dropdown')
        .filter({has: page.locator(`> .navbar__link:text-is("${dropdown}")`)})
        .locator('.dropdown__menu a');
      await expect(menu).toHaveText(
        items.map(([label]) => new RegExp(`^${escape(label)}`)),
      );
      for (const [index, [, target]] of items.entries()) {
        const link = menu.nth(index);
        await expect(link).toHaveAttribute('href', target);
        if (target.startsWith('https://')) {
          // External links open in a new tab, safely, and show the external icon.
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
          await expect(link.locator('svg')).toHaveCount(1);
        } else {
          await expect(link).not.toHaveAttribute('target', '_blank');
        }
      }
    });
  }

  test('internal dropdown targets are pages of this site', async ({
    page,
    request,
  }) => {
    const internal = Object.values(DROPDOWNS)
      .flat()
      .map(([, target]) => target)
      .filter((target) => target.startsWith('/'));
    for (const target of internal) {
      const response = await request.get(target);
      expect(response.status(), target).toBe(200);
    }
    await gotoHydrated(page, '/');
  });

  test('right side has labelled icon links, the colour toggle and the search box', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const right = page.locator('.navbar__items--right');
    await expect(
      right.getByRole('link', {name: 'Remotion on GitHub'}),
    ).toHaveAttribute('href', 'https://github.com/remotion-dev/remotion');
    await expect(
      right.getByRole('link', {name: 'Remotion community on Discord'}),
    ).toHaveAttribute('href', 'https://remotion.dev/discord');
    await expect(
      right.getByRole('link', {name: 'Remotion on X'}),
    ).toHaveAttribute('href', 'https://x.com/remotion');
    await expect(
      right.getByRole('button', {name: /Switch between dark and light mode/}),
    ).toBeVisible();
    await expect(right.getByRole('button', {name: /Search/})).toBeVisible();
    const versions = right
      .locator('.dropdown')
      .filter({has: page.locator('> .navbar__link', {hasText: 'Next'})});
    await expect(versions.locator('.dropdown__link')).toHaveText([
      'Next',
      'Release notes',
      'Migration guides',
    ]);
    await expect(versions.locator('.dropdown__link').first()).toHaveAttribute(
      'href',
      '/docs/',
    );
  });

  test('a dropdown opens with Enter and closes on an outside click', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const dropdown = page
      .locator('.navbar__item.dropdown')
      .filter({hasText: 'Products'})
      .first();
    const trigger = dropdown.locator('> .navbar__link');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await expect(dropdown.getByRole('link', {name: 'Player'})).toBeVisible();
    await page.locator('main').click({position: {x: 5, y: 5}});
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });

  test('a dropdown closes when focus moves outside it', async ({page}) => {
    await gotoHydrated(page, '/');
    const dropdown = page
      .locator('.navbar__item.dropdown')
      .filter({hasText: 'Products'})
      .first();
    await dropdown.locator('> .navbar__link').focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.getByRole('link', {name: 'API', exact: true}).first().focus();
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });

  test('the logo goes home on click and opens the brand page in a new tab on right click', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/docs/');
    const logo = page.locator('.navbar__brand');
    const popupPromise = context.waitForEvent('page');
    await logo.click({button: 'right'});
    const popup = await popupPromise;
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname).toBe('/docs/brand');
    await expect(popup.getByRole('heading', {level: 1})).toHaveText(
      'Brand assets',
    );
    await popup.close();
    expect(new URL(page.url()).pathname).toBe('/docs/');
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the skip link reads "Skip to main content" and moves focus to the content', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus starts from the content: the next Tab lands inside it, past the
    // navbar and the sidebar.
    await page.keyboard.press('Tab');
    const inContent = await page.evaluate(
      () => document.activeElement?.closest('main') !== null,
    );
    expect(inContent).toBe(true);
  });

  test('the navbar hides on scroll down and comes back on scroll up and near the bottom', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    const navbar = page.locator('nav.navbar');
    const scrollBy = async (delta: number, steps: number) => {
      for (let step = 0; step < steps; step += 1) {
        await page.evaluate((y) => window.scrollBy(0, y), delta);
        await page.waitForTimeout(50);
      }
    };
    await scrollBy(150, 5);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await scrollBy(-100, 2);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await scrollBy(150, 2);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight),
    );
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
