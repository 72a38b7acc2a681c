import path from 'path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import expertsPlugin from '../../plugins/experts';
import showcasePlugin from '../../plugins/showcase';
import templatesPlugin from '../../plugins/templates';
import {checkBlocks} from '../../scripts/snippets/check';
import {extractCodeBlocks} from '../../scripts/snippets/extract';
import {buildFixture} from './build';

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
  it('builds as it is', () => {
    const {code, output} = buildFixture('valid');
    expect(output).toContain('[SUCCESS]');
    expect(code).toBe(0);
  });
});

describe('bad content input fails the build, naming the file and field', () => {
  it('1. a broken link', () => {
    const {code, output} = buildFixture('broken-link', {
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

  it('2. a broken anchor', () => {
    const {code, output} = buildFixture('broken-anchor', {
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

  it('3. a doc id missing from a sidebar reference lists the available ids', () => {
    const {code, output} = buildFixture('missing-doc-id', {
      'sidebars.ts': `export default {mainSidebar: ['intro', 'guides/rendering']};\n`,
    });
    expect(code).not.toBe(0);
    expect(output).toContain('sidebars.ts');
    expect(output).toMatch(/guides\/rendering/);
    expect(output).toMatch(
      /Available document ids are:[\s\S]*- guide[\s\S]*- intro/,
    );
  });

  it('4. invalid doc front matter', () => {
    const {code, output} = buildFixture('bad-front-matter', {
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

  it('5. a blog post with an unknown author', () => {
    const {code, output} = buildFixture('unknown-author', {
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

  it('6. an MDX syntax error names the file and line', () => {
    const {code, output} = buildFixture('mdx-syntax', {
      'docs/extra.mdx': `---
title: Extra
description: A page with a component that is never closed.
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
      /Expected a closing tag for `<Callout>` \(8:1-8:22\)/,
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
