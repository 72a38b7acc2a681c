import {CHROMIUM_ARGS, resolveChromiumPath} from '../browser';
import {test, expect} from './fixtures';

/** `frame-ancestors`: only /ai-embed may be framed by other sites. */

// The blocked frame is reported on the console, as it should be. The framing
// page is served by the test itself, which Chromium's local network checks
// would otherwise treat as a public site and block before CSP applies.
test.use({
  expectedConsoleError:
    /violates the following Content Security Policy directive: "frame-ancestors 'none'"/,
  launchOptions: {
    executablePath: resolveChromiumPath(),
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});

/** The sources of a policy's `frame-ancestors` directive. */
function frameAncestors(header: string | undefined): string[] | undefined {
  const directive = (header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'frame-ancestors');
  return directive?.slice(1);
}

test('/ai-embed may be framed by other sites; other pages may not', async ({
  page,
  baseURL,
}) => {
  const embed = await page.request.get('/ai-embed');
  expect(frameAncestors(embed.headers()['content-security-policy'])).toEqual([
    '*',
  ]);
  expect(embed.headers()['x-frame-options']).toBeUndefined();

  // Another origin (127.0.0.1 instead of localhost) frames two pages.
  const other = new URL(baseURL!);
  other.hostname = '127.0.0.1';
  await page.route(`${other.origin}/frame-test`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>embed</title>
          <iframe name="embed" src="${baseURL}/ai-embed"></iframe>
          <iframe name="docs" src="${baseURL}/docs/"></iframe>`,
    }),
  );
  await page.goto(`${other.origin}/frame-test`);
  const embedFrame = page.frame({name: 'embed'})!;
  await expect
    .poll(() => embedFrame.evaluate(() => document.title).catch(() => ''))
    .toMatch(/Ask AI/);
  const docsFrame = page.frame({name: 'docs'})!;
  await expect
    .poll(() =>
      docsFrame
        .evaluate(() => document.querySelector('nav.navbar') !== null)
        .catch(() => false),
    )
    .toBe(false);
});
