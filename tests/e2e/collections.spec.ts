import {test, expect, gotoHydrated} from './fixtures';
import {BLOG_NAMED, BLOG_RELEASES} from '../site-routes';

const POSTS = [...BLOG_RELEASES, ...BLOG_NAMED];

test.describe('blog', () => {
  for (const [path, count] of [
    ['/blog', 10],
    ['/blog/page/2', 10],
    ['/blog/page/3', 5],
  ] as const) {
    test(`${path} lists ${count} previews with a "Read more" link`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const previews = page.locator('main article');
      await expect(previews).toHaveCount(count);
      for (const preview of await previews.all()) {
        await expect(
          preview.getByRole('link', {name: /Read more/}),
        ).toHaveCount(1);
        await expect(preview.locator('time')).toHaveCount(1);
        await expect(preview).toContainText(/min read/);
      }
    });
  }

  test('the sidebar lists every post grouped by year', async ({page}) => {
    await gotoHydrated(page, '/blog');
    const sidebar = page.getByRole('navigation', {
      name: 'Blog recent posts navigation',
    });
    await expect(sidebar.getByRole('link')).toHaveCount(POSTS.length);
    const years = await sidebar
      .locator('[role="group"] > :is(h3, div):first-child')
      .allTextContents();
    expect(years.length).toBeGreaterThanOrEqual(5);
    expect([...years].sort().reverse()).toEqual(years);
    expect(years).toContain('2021');
  });

  test('the archive lists all 25 posts', async ({page}) => {
    await gotoHydrated(page, '/blog/archive');
    const links = page.locator('main a[href^="/blog/"]');
    const hrefs = new Set(
      await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    );
    expect([...hrefs].sort()).toEqual(
      POSTS.map((slug) => `/blog/${slug}`).sort(),
    );
  });

  test('posts are in chronological order, the introduction first', async ({
    request,
  }) => {
    const feed = (await (await request.get('/blog/feed.json')).json()) as {
      items: {url: string; date_modified: string}[];
    };
    const oldest = feed.items[feed.items.length - 1]!;
    expect(oldest.url).toMatch(/\/blog\/introducing-remotion$/);
    const releases = BLOG_RELEASES.map(
      (slug) =>
        feed.items.find((item) => item.url.endsWith(`/blog/${slug}`))!
          .date_modified,
    );
    expect([...releases].sort()).toEqual(releases);
  });

  for (const [collection, count] of [
    ['blog', 25],
    ['learn', 2],
    ['success-stories', 6],
  ] as const) {
    test(`the ${collection} RSS, Atom and JSON feeds are valid and list every post`, async ({
      page,
      request,
    }) => {
      await gotoHydrated(page, `/${collection}`);
      for (const [file, selector] of [
        ['rss.xml', 'item'],
        ['atom.xml', 'entry'],
      ] as const) {
        const xml = await (await request.get(`/${collection}/${file}`)).text();
        const result = await page.evaluate(
          ({xml, selector}) => {
            const doc = new DOMParser().parseFromString(xml, 'application/xml');
            return {
              error: doc.querySelector('parsererror')?.textContent ?? null,
              items: doc.querySelectorAll(selector).length,
            };
          },
          {xml, selector},
        );
        expect(result, file).toEqual({error: null, items: count});
      }
      const json = (await (
        await request.get(`/${collection}/feed.json`)
      ).json()) as {items: unknown[]};
      expect(json.items).toHaveLength(count);
    });
  }

  test('the feeds are linked from the page head and the footer', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(
      page.locator('head link[rel="alternate"][href="/blog/rss.xml"]'),
    ).toHaveCount(1);
    await expect(
      page.locator('head link[rel="alternate"][href="/blog/atom.xml"]'),
    ).toHaveCount(1);
    await expect(
      page.locator('head link[rel="alternate"][href="/blog/feed.json"]'),
    ).toHaveCount(1);
    for (const name of ['Blog RSS feed', 'Blog Atom feed', 'Blog JSON feed']) {
      await expect(
        page.locator('footer').getByRole('link', {name}),
      ).toBeVisible();
    }
  });
});

test.describe('learn and success stories', () => {
  test('/learn lists the articles and /learn/archive all of them', async ({
    page,
  }) => {
    await gotoHydrated(page, '/learn');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Learn');
    await expect(page.locator('main article')).toHaveCount(2);
    await gotoHydrated(page, '/learn/archive');
    await expect(page.locator('main a[href="/learn/apple-wow"]')).toHaveCount(
      1,
    );
  });

  test('every success story is marked as a sample', async ({page}) => {
    await gotoHydrated(page, '/success-stories/archive');
    const stories = await page
      .locator('main a[href^="/success-stories/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(stories).toHaveLength(6);
    for (const story of stories) {
      await gotoHydrated(page, story);
      await expect(page.locator('article')).toContainText(
        'fictional sample company',
      );
      await expect(page.locator('article img').first()).toBeVisible();
    }
  });
});
