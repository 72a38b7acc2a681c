import {test, expect, gotoHydrated} from './fixtures';

test('the footer has the Product, Community and More columns and the copyright year', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText([
    'Product',
    'Community',
    'More',
  ]);
  for (const column of await footer.locator('.footer__col').all()) {
    expect(await column.locator('a').count()).toBeGreaterThanOrEqual(4);
  }
  await expect(footer).toContainText(
    `Copyright © ${new Date().getFullYear()} Remotion`,
  );
  await expect(
    footer.getByRole('link', {name: 'Blog RSS feed'}),
  ).toHaveAttribute('href', '/blog/rss.xml');
  await expect(footer).toContainText(
    'The documentation describes Remotion 4.0.461.',
  );
});
