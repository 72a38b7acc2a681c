import {test, expect, gotoHydrated} from './fixtures';

// React reports an error caught by a boundary on the console: expected here.
test.use({
  expectedConsoleError:
    /Date formatting is unavailable|The above error occurred/,
});

test('a page that crashes shows the crash screen, and Try again recovers', async ({
  page,
}) => {
  // Fault injection: the blog post header formats its date while rendering.
  await page.addInitScript(() => {
    const Original = Intl.DateTimeFormat;
    const state = window as unknown as {breakDates?: boolean};
    const Patched = function (
      this: unknown,
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      if (state.breakDates) {
        throw new Error('Date formatting is unavailable', {
          cause: new Error('The calendar service is down'),
        });
      }
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Patched.supportedLocalesOf = Original.supportedLocalesOf;
    Intl.DateTimeFormat = Patched;
  });
  // Start from a page that formats no date: a docs page shows when it was last
  // updated, so breaking dates there would crash the page being left first,
  // and the blog's own crash screen would replace that one only once the blog
  // route has loaded (a race with un-breaking dates below).
  await gotoHydrated(page, '/about/');
  await page.evaluate(
    () => ((window as unknown as {breakDates?: boolean}).breakDates = true),
  );
  await page
    .locator('footer')
    .getByRole('link', {name: 'Blog', exact: true})
    .click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'This page crashed.',
  );
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByText('Date formatting is unavailable')).toBeVisible();
  await expect(page.getByText(/The calendar service is down/)).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
  await page.evaluate(
    () => ((window as unknown as {breakDates?: boolean}).breakDates = false),
  );
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(
    'This page crashed.',
  );
  await expect(page.locator('article').first()).toBeVisible();
});
