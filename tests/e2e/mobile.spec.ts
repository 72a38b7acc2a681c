import {test, expect, gotoHydrated} from './fixtures';

test.use({viewport: {width: 375, height: 800}, hasTouch: true});

test.describe('mobile layout (below 996 px)', () => {
  test('the sliding sidebar holds the primary menu', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(
      page
        .locator('.navbar__items:not(.navbar__items--right) > .navbar__item')
        .first(),
    ).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const primary = sidebar.locator('.navbar-sidebar__item.menu').first();
    await expect(
      primary.getByRole('link', {name: 'Docs', exact: true}),
    ).toBeVisible();
    await expect(
      primary.getByRole('link', {name: 'API', exact: true}),
    ).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
  });

  test('dropdown sections expand and collapse', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const section = page.locator('.navbar-sidebar .menu__list-item').filter({
      has: page.getByRole('button', {name: 'Resources', exact: true}),
    });
    const learn = section.getByRole('link', {name: 'Learn'});
    await expect(learn).toBeHidden();
    const toggle = section.getByRole('button', {
      name: 'Resources',
      exact: true,
    });
    await toggle.click();
    await expect(learn).toBeVisible();
    await toggle.click();
    await expect(learn).toBeHidden();
  });

  test('the dropdown section of the active page is expanded', async ({
    page,
  }) => {
    await gotoHydrated(page, '/player/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const section = page.locator('.navbar-sidebar .menu__list-item').filter({
      has: page.getByRole('button', {name: 'Products', exact: true}),
    });
    await expect(section.getByRole('link', {name: 'Player'})).toBeVisible();
  });

  test('on docs pages the secondary menu shows the docs sidebar with "Back to main menu"', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(
      sidebar.getByRole('button', {name: /Back to main menu/}),
    ).toBeVisible();
    await expect(
      sidebar.getByRole('link', {name: 'Installation'}),
    ).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(
      sidebar
        .locator('.navbar-sidebar__item.menu')
        .first()
        .getByRole('link', {name: 'API', exact: true}),
    ).toBeVisible();
  });
});
