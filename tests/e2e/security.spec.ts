import fs from 'fs';
import {listBuiltPages} from '../../src/lib/node/files';
import {test, expect, gotoHydrated} from './fixtures';
import {NOT_FOUND_LOAD_ERROR, PAGE_TYPE_ENTRIES} from '../page-types';

/** Links that open a new tab without cutting the opener and referrer. */
const unsafeNewTabLinks = (html: string): string[] =>
  [...html.matchAll(/<a\s[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\starget=("|')?_blank/.test(tag))
    .filter((tag) => {
      const rel = /\srel=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag);
      const values = (rel?.[1] ?? rel?.[2] ?? rel?.[3] ?? '').split(/\s+/);
      return !values.includes('noopener') || !values.includes('noreferrer');
    });

test.describe('security', () => {
  test.use({expectedConsoleError: NOT_FOUND_LOAD_ERROR});
  test('every link that opens a new tab has rel="noopener noreferrer", in every built page', () => {
    const pages = listBuiltPages('build');
    expect(pages.length).toBeGreaterThan(700);
    const problems = pages.flatMap((file) =>
      unsafeNewTabLinks(fs.readFileSync(file, 'utf8')).map(
        (tag) => `${file}: ${tag}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  test('links added on the client open new tabs safely too', async ({page}) => {
    // One hydrated load per page type: more than the default test time.
    test.setTimeout(120_000);
    for (const [, path] of PAGE_TYPE_ENTRIES) {
      await gotoHydrated(page, path);
      const html = await page.content();
      expect(unsafeNewTabLinks(html), path).toEqual([]);
    }
  });

  test('no query parameter is rendered as HTML on any page type', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const payload =
      '<img src=x id=injected onerror="window.pwned=1"><b id=bold>b</b>';
    for (const [, path] of PAGE_TYPE_ENTRIES) {
      const url = new URL(path, 'http://x');
      for (const name of ['q', 'search', 'page', 'tag', 'skill', 'ref']) {
        url.searchParams.set(name, payload);
      }
      url.hash = encodeURIComponent(payload);
      await gotoHydrated(page, `${url.pathname}${url.search}${url.hash}`);
      await page.waitForTimeout(200);
      expect(await page.locator('#injected, #bold').count(), path).toBe(0);
      expect(
        await page.evaluate(
          () => (window as unknown as {pwned?: number}).pwned,
        ),
        path,
      ).toBeUndefined();
    }
  });
});
