import {describe, expect, it} from 'vitest';
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
});

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
