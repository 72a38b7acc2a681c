import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';

const DOCS = path.join(__dirname, '../../docs');

function docIds(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory())
      return docIds(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return /\.mdx?$/.test(entry.name)
      ? [`${prefix}${entry.name.replace(/\.mdx?$/, '')}`]
      : [];
  });
}

type Item =
  | string
  | {
      type?: string;
      id?: string;
      items?: Item[];
      link?: {type?: string; id?: string};
    };

function referencedIds(items: readonly Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const ids: string[] = [];
    if (item.type === 'doc' && item.id) ids.push(item.id);
    if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
    if (item.items) ids.push(...referencedIds(item.items));
    return ids;
  });
}

describe('sidebars', () => {
  const bySidebar = Object.fromEntries(
    Object.entries(sidebars).map(([name, items]) => [
      name,
      referencedIds(items as Item[]),
    ]),
  );

  it('has the four sidebars (guides, API, Editor Starter, Recorder), each with at least three pages', () => {
    expect(Object.keys(bySidebar).sort()).toEqual(
      [
        'apiSidebar',
        'editorStarterSidebar',
        'mainSidebar',
        'recorderSidebar',
      ].sort(),
    );
    for (const ids of Object.values(bySidebar)) {
      expect(ids.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('puts every doc in exactly one sidebar', () => {
    const all = Object.values(bySidebar).flat();
    const counts = new Map<string, number>();
    all.forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1));
    const missing = docIds(DOCS).filter((id) => !counts.has(id));
    const twice = [...counts]
      .filter(([, count]) => count > 1)
      .map(([id]) => id);
    expect({missing, twice}).toEqual({missing: [], twice: []});
  });
});
