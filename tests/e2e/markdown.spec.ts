import type {APIRequestContext} from '@playwright/test';
import {markdownPath} from '../../src/lib/urls';
import {findMdxLeftovers} from '../../plugins/markdown-copies/lint';
import {expect, gotoHydrated, test} from './fixtures';

/** Paths of the sitemap's URLs (the sitemap lists the production host). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
}

const DOCS_PAGE = '/docs/animating-properties';

test.describe('Markdown copies', () => {
  test('every docs page in the sitemap has a clean Markdown copy, and llms.txt links exactly the copies', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const docs = (await sitemapPaths(request)).filter((path) =>
      path.startsWith('/docs'),
    );
    expect(docs.length).toBeGreaterThan(300);

    const llms = await (await request.get('/llms.txt')).text();
    const linked = new Set(
      [...llms.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map(
        (match) => new URL(match[1]).pathname,
      ),
    );

    const problems: string[] = [];
    for (const path of docs) {
      const copy = markdownPath(path);
      const response = await request.get(copy);
      if (response.status() !== 200) {
        // Only pages that opt out (no Copy page button) may lack a copy.
        const html = await (await request.get(path)).text();
        if (html.includes('Copy page')) {
          problems.push(`${copy}: HTTP ${response.status()}`);
        }
        continue;
      }
      const markdown = await response.text();
      if (!markdown.startsWith('---\ntitle: ')) {
        problems.push(`${copy}: no title front matter`);
      }
      for (const leftover of findMdxLeftovers(markdown)) {
        problems.push(`${copy}:${leftover}`);
      }
      if (!linked.has(copy)) {
        problems.push(`${copy}: not linked from llms.txt`);
      }
      linked.delete(copy);
    }
    // What llms.txt links beyond the docs must be the copies of posts.
    for (const path of linked) {
      if (!/^\/(blog|learn|success-stories)\/.+\.md$/.test(path)) {
        problems.push(`llms.txt links ${path}, which is not a page copy`);
        continue;
      }
      const response = await request.get(path);
      if (response.status() !== 200) {
        problems.push(`llms.txt links ${path}: HTTP ${response.status()}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('llms-full.txt holds the docs pages in sidebar order', async ({
    request,
  }) => {
    const response = await request.get('/llms-full.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    const start = text.indexOf('# Getting started');
    const install = text.indexOf('# Installation');
    expect(start).toBeGreaterThan(0);
    expect(install).toBeGreaterThan(start);
    expect(findMdxLeftovers(text)).toEqual([]);
  });

  test('a request that prefers text/markdown gets the copy', async ({
    request,
  }) => {
    const markdown = await request.get(DOCS_PAGE, {
      headers: {Accept: 'text/markdown, text/html;q=0.5'},
    });
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toBe(
      'text/markdown; charset=utf-8',
    );
    expect(markdown.headers()['vary']).toContain('Accept');
    expect(await markdown.text()).toMatch(
      /^---\ntitle: "Animating properties"/,
    );

    const html = await request.get(DOCS_PAGE, {
      headers: {Accept: 'text/html,application/xhtml+xml,*/*;q=0.8'},
    });
    expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
  });
});

test.describe('Copy page', () => {
  test('the first load does not download the Markdown', async ({page}) => {
    const markdownRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.md')) {
        markdownRequests.push(request.url());
      }
    });
    await gotoHydrated(page, DOCS_PAGE);
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(markdownRequests).toEqual([]);
  });

  test('copies the page Markdown to the clipboard and confirms it', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, DOCS_PAGE);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(
      page.getByRole('status').filter({hasText: 'copied'}),
    ).toHaveText('Page copied to the clipboard as Markdown.');
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const expected = await (await request.get(`${DOCS_PAGE}.md`)).text();
    expect(clipboard).toBe(expected);
  });

  test('the menu opens View as Markdown and assistant links, by keyboard', async ({
    page,
  }) => {
    await gotoHydrated(page, DOCS_PAGE);
    const toggle = page.getByRole('button', {
      name: 'More ways to use this page',
    });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', `${DOCS_PAGE}.md`);
    const chatgpt = page.getByRole('link', {name: 'Open in ChatGPT'});
    expect(decodeURIComponent((await chatgpt.getAttribute('href'))!)).toContain(
      `https://www.remotion.dev${DOCS_PAGE}.md`,
    );

    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      view.click(),
    ]);
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => document.body.innerText)).toMatch(
      /^---\ntitle: "Animating properties"/,
    );
  });
});
