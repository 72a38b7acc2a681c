import {test, expect} from './fixtures';
import {SITE_ROUTES, PLACEHOLDER_WORDS} from '../site-routes';

/**
 * Every route the site promises answers 200 with a real page: a level-1
 * heading, an introduction, no not-found text and no placeholder words.
 */
test.describe('every route the site promises renders a real page', () => {
  for (const group of SITE_ROUTES) {
    test(group.name, async ({request}) => {
      for (const route of group.paths) {
        const response = await request.get(route);
        expect(response.status(), route).toBe(200);
        const html = await response.text();
        expect(html, route).toMatch(/<h1[\s>]/);
        expect(html, route).not.toContain('Page Not Found');
        const text = html
          .replace(/<script[\s\S]*?<\/script>/g, '')
          .replace(/<style[\s\S]*?<\/style>/g, '')
          .replace(/<[^>]+>/g, ' ');
        for (const word of PLACEHOLDER_WORDS) {
          expect(text, `${route} contains "${word.source}"`).not.toMatch(word);
        }
        const main =
          html.match(
            /<main[\s\S]*?<\/main>|<article[\s\S]*?<\/article>/,
          )?.[0] ?? html;
        const words = main
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean);
        expect(words.length, `${route} has an introduction`).toBeGreaterThan(
          25,
        );
      }
    });
  }

  test('the sitemap lists the promised routes', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const group of SITE_ROUTES) {
      for (const route of group.paths) {
        if (route === '/search' || route === '/ai-embed') continue;
        expect(sitemap, route).toContain(
          `<loc>https://www.remotion.dev${route}</loc>`,
        );
      }
    }
  });
});

test('every success story and expert profile in the sitemap renders', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [
    ...sitemap.matchAll(/<loc>https:\/\/www\.remotion\.dev([^<]+)<\/loc>/g),
  ].map((match) => match[1]!);
  const item = (base: string) =>
    paths.filter((path) =>
      new RegExp(`^/${base}/(?!tags|authors|archive|page)[a-z0-9-]+$`).test(
        path,
      ),
    );
  const stories = item('success-stories');
  const experts = item('experts');
  expect(stories).toHaveLength(6);
  expect(experts.length).toBeGreaterThanOrEqual(18);
  for (const path of [...stories, ...experts]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(/<h1[\s>]/);
  }
});

test('every docs page has breadcrumbs and a table of contents of h2 and h3', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const docs = [
    ...sitemap.matchAll(
      /<loc>https:\/\/www\.remotion\.dev(\/docs\/[^<]*)<\/loc>/g,
    ),
  ]
    .map((match) => match[1]!)
    .filter((path) => !path.startsWith('/docs/tags'));
  expect(docs.length).toBeGreaterThan(250);
  const problems: string[] = [];
  for (const path of docs) {
    const html = await (await request.get(path)).text();
    if (!/aria-label="?Breadcrumbs/.test(html))
      problems.push(`${path}: no breadcrumbs`);
    if (!html.includes('class="table-of-contents')) {
      problems.push(`${path}: no table of contents`);
    }
    if (
      /<h[456][\s>]/.test(html.match(/<article[\s\S]*<\/article>/)?.[0] ?? '')
    ) {
      problems.push(`${path}: heading below h3`);
    }
  }
  expect(problems).toEqual([]);
});
