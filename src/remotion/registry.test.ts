import {describe, expect, it} from 'vitest';
import type {DemoDefinition} from '@site/src/remotion/types';
import {allDemos} from './registry';

describe('demo registry', () => {
  it('has unique, lowercase-hyphenated ids', () => {
    const ids = allDemos.map((demo) => demo.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('describes every demo with a size, a frame rate and a duration', () => {
    for (const demo of allDemos) {
      expect(demo.title.length, demo.id).toBeGreaterThan(5);
      expect(demo.width * demo.height, demo.id).toBeGreaterThan(0);
      expect(demo.fps, demo.id).toBeGreaterThan(0);
      expect(demo.durationInFrames, demo.id).toBeGreaterThan(0);
    }
  });

  it('gives every demo a poster frame inside its duration', () => {
    expect(posterFrameProblems(allDemos)).toEqual([]);
  });

  it('reports a poster frame outside the duration with the demo id', () => {
    const [demo] = allDemos;
    expect(
      posterFrameProblems([
        {...demo!, id: 'too-late', posterFrame: demo!.durationInFrames},
        {...demo!, id: 'negative', posterFrame: -1},
        {...demo!, id: 'between-frames', posterFrame: 1.5},
      ]).map((problem) => problem.split(':')[0]),
    ).toEqual(['too-late', 'negative', 'between-frames']);
  });
});

/** One line per demo whose posterFrame is not a frame of the demo. */
function posterFrameProblems(demos: readonly DemoDefinition[]): string[] {
  return demos
    .filter(
      (demo) =>
        !Number.isInteger(demo.posterFrame) ||
        demo.posterFrame < 0 ||
        demo.posterFrame >= demo.durationInFrames,
    )
    .map(
      (demo) =>
        `${demo.id}: posterFrame ${demo.posterFrame} is not a whole number in [0, ${demo.durationInFrames}) (src/remotion/guides.ts or src/remotion/*/demos.ts)`,
    );
}

describe('demo references', () => {
  const ids = new Set(allDemos.map((demo) => demo.id));

  it('every template preview and showcase entry points at a registered demo', async () => {
    const {templates} = await import('@site/src/data/templates');
    const {showcase} = await import('@site/src/data/showcase');
    const referenced = [
      ...templates.flatMap((t) =>
        t.preview.type === 'demo' ? [t.preview.demoId] : [],
      ),
      ...showcase.flatMap((entry) => (entry.demoId ? [entry.demoId] : [])),
    ];
    expect(referenced.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('every <Demo id="..."> in the content is registered', async () => {
    const fs = await import('fs');
    const path = await import('path');
    const root = path.join(__dirname, '../..');
    const files = ['docs', 'blog', 'learn', 'success-stories'].flatMap((dir) =>
      (fs.readdirSync(path.join(root, dir), {recursive: true}) as string[])
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => path.join(root, dir, file)),
    );
    const unknown = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/<Demo\s+id="([^"]+)"/g)]
        .map((match) => match[1]!)
        .filter((id) => !ids.has(id))
        .map((id) => `${path.relative(root, file)}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });
});
