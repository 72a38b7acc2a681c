import path from 'path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {loadEntriesModule} from '../data-pages/content';
import {findEntryProblems} from '../data-pages/validate';
import {templateSchema} from '../templates/schema';
import showcasePlugin from './index';
import {showcaseSchema} from './schema';

const siteDir = path.join(__dirname, '../__fixtures__/site');
const context = {siteDir} as LoadContext;
const staticDir = path.join(siteDir, 'static');

describe('showcase plugin', () => {
  it('loads valid entries and adds no routes of its own', async () => {
    const plugin = showcasePlugin(context, {
      file: 'src/data/showcase.ts',
      routeBasePath: '/showcase/',
    });
    expect((await plugin.loadContent!()).map((entry) => entry.slug)).toEqual([
      'launch-video',
    ]);
  });

  it('names the entry and each bad field: URL, poster, tag', async () => {
    const entries = await loadEntriesModule(
      siteDir,
      'src/data/showcase.ts',
      'invalidShowcase',
    );
    const problems = findEntryProblems(
      entries,
      showcaseSchema,
      {label: 'showcase', file: 'src/data/showcase.ts'},
      {
        staticDir,
        imageFields: ['poster'],
      },
    );
    expect(problems.join('\n')).toMatch(
      /entry 0 \("launch-video"\): field "url"/,
    );
    expect(problems.join('\n')).toMatch(/field "tags\.0"/);
    expect(problems.join('\n')).toMatch(
      /field "poster": image "\/img\/showcase\/missing.svg" does not exist/,
    );
  });
});

describe('template validation', () => {
  it('rejects a duplicate slug and a repository that is not https', async () => {
    const entries = await loadEntriesModule(
      siteDir,
      'src/data/templates.ts',
      'duplicateTemplates',
    );
    const problems = findEntryProblems(entries, templateSchema, {
      label: 'template',
      file: 'src/data/templates.ts',
    });
    expect(problems).toContainEqual(
      'src/data/templates.ts, template entry 1 ("render-server"): field "slug": duplicate slug "render-server" (also used by entry 0).',
    );
    expect(
      problems.some((problem) =>
        problem.includes('entry 1 ("render-server"): field "repository"'),
      ),
    ).toBe(true);
  });
});
