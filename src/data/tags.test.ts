import {describe, expect, it} from 'vitest';
import {experts} from './experts';
import {showcase} from './showcase';
import {templates} from './templates';
import {
  EXPERT_KIND_LABELS,
  EXPERT_SKILL_LABELS,
  SHOWCASE_TAG_LABELS,
  TEMPLATE_TAG_LABELS,
} from './tags';
import type {Entry} from './types';

/** `entry tag` for every tag an entry uses that has no label. */
function unlabelled<E extends Entry>(
  entries: readonly E[],
  tagsOf: (entry: E) => readonly string[],
  labels: Readonly<Record<string, string>>,
): string[] {
  return entries.flatMap((entry) =>
    tagsOf(entry)
      .filter((tag) => !Object.hasOwn(labels, tag))
      .map((tag) => `${entry.slug}: ${tag}`),
  );
}

describe('tag sets', () => {
  it('every template tag has a label', () => {
    expect(unlabelled(templates, (t) => t.tags, TEMPLATE_TAG_LABELS)).toEqual(
      [],
    );
  });

  it('every expert skill and kind has a label', () => {
    expect(unlabelled(experts, (e) => e.skills, EXPERT_SKILL_LABELS)).toEqual(
      [],
    );
    expect(unlabelled(experts, (e) => [e.kind], EXPERT_KIND_LABELS)).toEqual(
      [],
    );
  });

  it('every showcase tag has a label', () => {
    expect(unlabelled(showcase, (s) => s.tags, SHOWCASE_TAG_LABELS)).toEqual(
      [],
    );
  });

  it('reports a tag without a label, naming the entry', () => {
    expect(
      unlabelled(
        [{slug: 'x', tags: ['starter', 'holograms']}],
        (t) => t.tags,
        TEMPLATE_TAG_LABELS,
      ),
    ).toEqual(['x: holograms']);
  });

  it('labels are unique within a set', () => {
    for (const labels of [
      TEMPLATE_TAG_LABELS,
      EXPERT_SKILL_LABELS,
      SHOWCASE_TAG_LABELS,
    ]) {
      const values = Object.values(labels);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
