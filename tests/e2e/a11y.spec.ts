import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './fixtures';
import {NOT_FOUND_LOAD_ERROR} from '../page-types';

/** One page of every type (see tests/page-types.ts). */
const PAGES = [
  '/',
  '/docs/',
  '/docs/animation/spring',
  '/docs/interpolate',
  '/docs/player/player',
  '/docs/editor-starter',
  '/search?q=player',
  '/blog',
  '/blog/4-0',
  '/learn',
  '/learn/apple-wow',
  '/success-stories',
  '/success-stories/northwind-clips',
  '/experts/',
  '/experts/ada-okafor',
  '/templates/',
  '/templates/audiogram',
  '/showcase/',
  '/showcase/add',
  '/player/',
  '/lambda/',
  '/about/',
  '/contact/',
  '/ai',
  '/ai-embed',
  '/timing-editor',
  '/this-page-does-not-exist',
];

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Desktop, and a phone below the 996 px breakpoint (mobile navbar). */
const VIEWPORTS = {
  desktop: {width: 1280, height: 800},
  mobile: {width: 375, height: 800},
} as const;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`accessibility in ${colorScheme} mode on ${device}`, () => {
      test.use({
        colorScheme,
        viewport,
        expectedConsoleError: NOT_FOUND_LOAD_ERROR,
      });
      for (const path of PAGES) {
        test(`${path} has no WCAG 2.1 A/AA violations`, async ({page}) => {
          await gotoHydrated(page, path);
          await expect(page.locator('html')).toHaveAttribute(
            'data-theme',
            colorScheme,
          );
          if (path.startsWith('/search')) {
            // Check the page with its results, not the loading state. The
            // first query downloads the index runtime and its WebAssembly,
            // which can take longer than the default wait on a loaded CI
            // machine running two browsers.
            await expect(page.locator('main article').first()).toBeVisible({
              timeout: 30_000,
            });
          }
          const results = await new AxeBuilder({page})
            .withTags(WCAG_21_AA)
            .analyze();
          const violations = results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.help} (${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(', ')})`,
          );
          expect(violations).toEqual([]);
        });
      }
    });
  }
}
