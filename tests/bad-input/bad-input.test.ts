import fs from 'fs';
import net from 'net';
import path from 'path';
import {chromium} from 'playwright';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import expertsPlugin from '../../plugins/experts';
import showcasePlugin from '../../plugins/showcase';
import templatesPlugin from '../../plugins/templates';
import {checkBlocks} from '../../scripts/snippets/check';
import {CHROMIUM_ARGS, resolveChromiumPath} from '../browser';
import {extractCodeBlocks} from '../../scripts/snippets/extract';
import {
  buildFixture,
  startFixture,
  writeFixtureFiles,
  type BuildResult,
} from './build';

/**
 * Bad content input fails loudly: each case breaks one thing in a tiny
 * fixture site (tests/bad-input/site) and expects the build, or the
 * validator the build runs, to fail with a message that names the file and,
 * where there is one, the field. The first case proves the fixture itself
 * builds, so every failure below comes from the one thing each case breaks.
 */

const siteDir = path.join(__dirname, 'site');
const context = {siteDir} as LoadContext;

async function failure(load: () => unknown): Promise<string> {
  const error = await Promise.resolve()
    .then(load)
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(error, 'expected a failure').toBeInstanceOf(Error);
  return (error as Error).message;
}

describe('the fixture site', () => {
  it('builds as it is', async () => {
    const {code, output} = await buildFixture('valid');
    expect(output).toContain('[SUCCESS]');
    expect(code).toBe(0);
  });
});

describe('bad content input fails the build, naming the file and field', () => {
  it('1. a broken link', async () => {
    const {code, output} = await buildFixture('broken-link', {
      'docs/guide.md': `---
title: Guide
description: The second page of the fixture.
---

See the [renderer](/docs/renderer) page.

## Rendering

Text.
`,
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/Broken link on source page path = \/docs\/guide/);
    expect(output).toContain('-> linking to /docs/renderer');
  });

  it('2. a broken anchor', async () => {
    const {code, output} = await buildFixture('broken-anchor', {
      'docs/intro.md': `---
title: Introduction
description: The first page of the fixture.
---

Read the [guide](./guide.md#encoding) next.

## Overview

Text.
`,
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/Broken anchor on source page path = \/docs\/intro/);
    expect(output).toContain('/docs/guide#encoding');
  });

  it('3. a doc id missing from a sidebar reference lists the available ids', async () => {
    const {code, output} = await buildFixture('missing-doc-id', {
      'sidebars.ts': `export default {mainSidebar: ['intro', 'guides/rendering']};\n`,
    });
    expect(code).not.toBe(0);
    expect(output).toContain('sidebars.ts');
    expect(output).toMatch(/guides\/rendering/);
    expect(output).toMatch(
      /Available document ids are:[\s\S]*- guide[\s\S]*- intro/,
    );
  });

  it('4. invalid doc front matter', async () => {
    const {code, output} = await buildFixture('bad-front-matter', {
      'docs/guide.md': `---
title: Guide
description: The second page of the fixture.
sidebar_position: second
---

## Rendering

Text.
`,
    });
    expect(code).not.toBe(0);
    expect(output).toContain('docs/guide.md');
    expect(output).toMatch(/"sidebar_position" must be a number/);
  });

  it('5. a blog post with an unknown author', async () => {
    const {code, output} = await buildFixture('unknown-author', {
      'blog/2024-01-01-hello.md': `---
title: Hello
description: The only post of the fixture.
date: 2024-01-01
authors: [nobody]
tags: [release]
---

Text.
`,
    });
    expect(code).not.toBe(0);
    expect(output).toContain('2024-01-01-hello.md');
    expect(output).toMatch(/author[\s\S]*"nobody"|"nobody"[\s\S]*author/i);
  });

  it('6. an MDX syntax error names the file and line', async () => {
    const {code, output} = await buildFixture('mdx-syntax', {
      'docs/extra.mdx': `---
title: Extra
description: A page with a component that is never closed.
no_sidebar: It exists only to hold the syntax error.
---

## Rendering

<Callout type="note">An unclosed component.
`,
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /MDX compilation failed for file ".*docs\/extra\.mdx"/,
    );
    // Line and column of the unclosed tag.
    expect(output).toMatch(
      /Expected a closing tag for `<Callout>` \(9:1-9:22\)/,
    );
  });
});

describe('bad data entries fail with the file, the entry and the field', () => {
  it('7. an expert entry missing a field', async () => {
    const message = await failure(() =>
      expertsPlugin(context, {
        file: 'src/data/experts-missing-field.ts',
        routeBasePath: '/experts/',
      }).loadContent!(),
    );
    expect(message).toContain(
      'src/data/experts-missing-field.ts, expert entry 0 ("ada-motion"): field "tagline"',
    );
  });

  it('8. a duplicate template slug', async () => {
    const message = await failure(() =>
      templatesPlugin(context, {
        file: 'src/data/templates-duplicate-slug.ts',
        routeBasePath: '/templates/',
      }).loadContent!(),
    );
    expect(message).toContain(
      'src/data/templates-duplicate-slug.ts, template entry 1 ("render-server"): field "slug": duplicate slug "render-server"',
    );
  });

  it('9. an invalid showcase URL', async () => {
    const message = await failure(() =>
      showcasePlugin(context, {
        file: 'src/data/showcase-bad-url.ts',
        routeBasePath: '/showcase/',
      }).loadContent!(),
    );
    expect(message).toMatch(
      /src\/data\/showcase-bad-url\.ts, showcase entry 0 \("launch-video"\): field "url"/,
    );
  });
});

describe('code samples', () => {
  it('10. a code sample with a type error names the file and line', () => {
    const source = `---
title: Sample
---

Intro.

\`\`\`tsx
import {interpolate} from 'remotion';

const opacity: string = interpolate(10, [0, 20], [0, 1]);
\`\`\`
`;
    const blocks = extractCodeBlocks('docs/sample.mdx', source);
    const diagnostics = checkBlocks(path.resolve(__dirname, '../..'), blocks);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        file: 'docs/sample.mdx',
        line: 10,
        message: expect.stringMatching(
          /Type 'number' is not assignable to type 'string'/,
        ),
      }),
    ]);
  });

  it('11. a code sample importing an API that does not exist', () => {
    const source = `\`\`\`ts
import {interpolateSpring} from 'remotion';
\`\`\`
`;
    const diagnostics = checkBlocks(
      path.resolve(__dirname, '../..'),
      extractCodeBlocks('docs/other.mdx', source),
    );
    expect(diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual([
      'docs/other.mdx:2',
    ]);
    expect(diagnostics[0]!.message).toMatch(/interpolateSpring/);
  });
});

/** Builds a fixture once, on first use, for the tests that share it. */
function once(build: () => Promise<BuildResult>): () => Promise<BuildResult> {
  let result: Promise<BuildResult> | undefined;
  return () => (result ??= build());
}

/** A doc of the fixture: front matter lines, then a body of a few words. */
function doc(
  frontMatter: string,
  body = 'A page of the fixture with enough words.',
) {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

/**
 * One build with five broken docs: the docs plugin checks every doc and lists
 * every problem in one error, so each test below asserts its own message.
 */
const badDocs = once(() =>
  buildFixture('bad-docs', {
    'sidebars.ts': `export default {mainSidebar: ['intro', 'guide', 'no-description', 'stub']};\n`,
    'docs/guide.md': doc(
      'title: 5\ndescription: A title that YAML reads as a number.',
    ),
    'docs/intro.md': doc(
      'title: Introduction\ndescriptio: A misspelled field name.',
    ),
    'docs/no-description.md': doc('title: No description'),
    'docs/stub.md': doc(
      'title: Stub\ndescription: A page with one word.',
      'Soon.',
    ),
    'docs/orphan.md': doc(
      'title: Orphan\ndescription: A page that no sidebar lists.',
    ),
    'docs/opted-out.md': doc(
      'title: Opted out\ndescription: A page that says why it has no sidebar.\nno_sidebar: Linked from the guide only.',
    ),
    'docs/hidden.md': doc(
      'title: Hidden\ndescription: An unlisted page.\nunlisted: true',
    ),
  }),
);

/** One build with three broken posts, one problem each. */
const badPosts = once(() =>
  buildFixture('bad-posts', {
    'blog/2024-01-02-typo.md': `---
title: Typo
description: A post with a misspelled field.
date: 2024-01-02
authors: [team]
tag: [release]
---

A post of the fixture.
`,
    'blog/2024-01-03-number.md': `---
title: 2024
description: A title that YAML reads as a number.
date: 2024-01-03
authors: [team]
tags: [release]
---

A post of the fixture.
`,
    'blog/2024-01-04-bare.md': `---
title: Bare
date: 2024-01-04
authors: [team]
tags: [release]
---

A post of the fixture.
`,
  }),
);

describe('docs front matter, bodies and sidebars fail the build, naming the file and field', () => {
  it('12. a numeric title is reported as the wrong type', async () => {
    const {code, output} = await badDocs();
    expect(code).not.toBe(0);
    expect(output).toContain('Invalid docs (');
    expect(output).toContain(
      'docs/guide.md: front matter field "title" must be a string, got number 5.',
    );
    expect(output).not.toMatch(
      /docs\/guide\.md: front matter field "title" is missing/,
    );
  });

  it('13. a misspelled field suggests the known one', async () => {
    expect((await badDocs()).output).toContain(
      'docs/intro.md: front matter field "descriptio" is unknown: did you mean "description"? Rename it to "description".',
    );
  });

  it('14. a missing description', async () => {
    expect((await badDocs()).output).toMatch(
      /docs\/no-description\.md: front matter field "description" is missing\. Add one sentence/,
    );
  });

  it('15. a stub body', async () => {
    expect((await badDocs()).output).toContain(
      'docs/stub.md: the body has 1 word of prose, fewer than the 3 a page needs.',
    );
  });

  it('16. a doc in no sidebar, unless it says why', async () => {
    const {output} = await badDocs();
    expect(output).toContain(
      'docs/orphan.md: doc "orphan" is in no sidebar. Add "orphan" to a sidebar in sidebars.ts',
    );
    expect(output).not.toContain('docs/opted-out.md');
    expect(output).not.toContain('docs/hidden.md');
  });
});

describe('post front matter fails the build, naming the file and field', () => {
  it('17. an unknown field suggests the known one', async () => {
    const {code, output} = await badPosts();
    expect(code).not.toBe(0);
    expect(output).toContain('Invalid default posts (');
    expect(output).toContain(
      'blog/2024-01-02-typo.md: front matter field "tag" is unknown: did you mean "tags"? Rename it to "tags".',
    );
  });

  it('18. a numeric title is reported as the wrong type', async () => {
    expect((await badPosts()).output).toContain(
      'blog/2024-01-03-number.md: front matter field "title" must be a string, got number 2024.',
    );
  });

  it('19. a missing description', async () => {
    expect((await badPosts()).output).toMatch(
      /blog\/2024-01-04-bare\.md: front matter field "description" is missing\. Add one sentence/,
    );
  });
});

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The title in the dev server's generated metadata of a doc, if written. */
function generatedDocTitle(dir: string, docId: string): string | undefined {
  const folder = path.join(
    dir,
    '.docusaurus/docusaurus-plugin-content-docs/default',
  );
  const file = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .find((name) => name.startsWith(`site-docs-${docId}-md-`))
    : undefined;
  if (!file) {
    return undefined;
  }
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as {
        title: string;
      }
    ).title;
  } catch {
    return undefined; // being written
  }
}

async function poll<T>(
  read: () => T | undefined,
  accept: (value: T | undefined) => boolean,
  timeoutMs: number,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = read();
  }
  return value;
}

const NUMERIC_TITLE_GUIDE = doc(
  'title: 5\ndescription: A title that YAML reads as a number.',
);
const TITLE_MESSAGE =
  'docs/guide.md: front matter field "title" must be a string, got number 5.';

describe('the dev server (npm start) applies the same rules', () => {
  it('20. refuses to start with a bad doc, naming the file and field', async () => {
    const server = startFixture('dev-start-bad', await freePort(), {
      'docs/guide.md': NUMERIC_TITLE_GUIDE,
    });
    try {
      await server.waitForOutput(/Invalid docs \(1 problem\)/);
      expect(server.output()).toContain(TITLE_MESSAGE);
    } finally {
      await server.stop();
    }
  });

  it('21. reports a doc broken while it runs, and recovers when it is fixed, without a restart', async () => {
    const server = startFixture('dev-reload', await freePort());
    try {
      // The first load of the content has written the doc's metadata.
      expect(
        await poll(
          () => generatedDocTitle(server.dir, 'guide'),
          (title) => title === 'Guide',
          120_000,
        ),
      ).toBe('Guide');
      await server.waitForOutput(/Docusaurus website is running at/);
      // The file watcher starts with the first compilation: a change written
      // before it is ready is never seen.
      await server.waitForOutput(/compiled successfully/);

      const before = server.output().length;
      // On a busy machine the watcher can still miss one write: write again
      // (same content, new time) until the dev server reacts.
      for (let attempt = 1; ; attempt++) {
        writeFixtureFiles(server.dir, {'docs/guide.md': NUMERIC_TITLE_GUIDE});
        try {
          await server.waitForOutput(
            /Site plugin reload failure/,
            before,
            attempt < 4 ? 20_000 : 60_000,
          );
          break;
        } catch (error) {
          if (attempt >= 4) {
            throw error;
          }
        }
      }
      await server.waitForOutput(/must be a string, got number 5\./, before);
      expect(server.output().slice(before)).toContain(TITLE_MESSAGE);
      // The bundler reports it too (that is what reaches the browser, see
      // case 22). Waiting for it also keeps the fix below from landing
      // within 50 ms of the break: the file watcher drops a second change of
      // a file that soon after the first.
      await server.waitForOutput(/compiled with \d+ errors?/, before);
      expect(server.output().slice(before)).toMatch(
        /\[docusaurus-plugin-content-docs "default"\] Invalid docs \(1 problem\)/,
      );
      // The last good content stays in place.
      expect(generatedDocTitle(server.dir, 'guide')).toBe('Guide');

      writeFixtureFiles(server.dir, {
        'docs/guide.md': doc(
          "title: '5'\ndescription: The title is now a quoted string.",
        ),
      });
      expect(
        await poll(
          () => generatedDocTitle(server.dir, 'guide'),
          (title) => title === '5',
          60_000,
        ),
      ).toBe('5');
      expect(server.output().slice(before)).not.toMatch(
        /reload failure[\s\S]*reload failure/,
      );
      // The server still answers (pages render in the browser in development).
      expect((await fetch(`${server.url}/docs/guide`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('22. shows a doc broken while it runs in the browser error overlay, and hides it when fixed', async () => {
    const server = startFixture('dev-overlay', await freePort());
    const browser = await chromium.launch({
      executablePath: resolveChromiumPath(),
      args: CHROMIUM_ARGS,
    });
    try {
      await server.waitForOutput(/client .* compiled successfully/);
      const page = await browser.newPage();
      await page.goto(`${server.url}/docs/guide`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // The dev server's client draws its error overlay in this iframe.
      const overlay = page.locator('#webpack-dev-server-client-overlay');
      expect(await overlay.count()).toBe(0);

      writeFixtureFiles(server.dir, {'docs/guide.md': NUMERIC_TITLE_GUIDE});
      await overlay.waitFor({timeout: 30_000});
      await expect
        .poll(
          () =>
            page
              .frameLocator('#webpack-dev-server-client-overlay')
              .locator('body')
              .innerText(),
          {timeout: 10_000},
        )
        .toContain(TITLE_MESSAGE);

      const before = server.output().length;
      writeFixtureFiles(server.dir, {
        'docs/guide.md': doc(
          "title: '5'\ndescription: The title is now a quoted string.",
        ),
      });
      await server.waitForOutput(/compiled successfully/, before, 30_000);
      // The fixed content reaches the page, and no overlay comes back.
      await expect
        .poll(() => page.locator('h1').first().innerText(), {timeout: 15_000})
        .toBe('5');
      expect(await overlay.count()).toBe(0);
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
