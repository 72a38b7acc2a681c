import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {templates} from '@site/src/data/templates';
import {findDemo} from '@site/src/remotion/registry';
import {
  STILL_LONGEST_SIDE,
  templateStillFile,
  templateStillSize,
} from './templateStills';

const root = path.join(__dirname, '../..');

describe('template card stills', () => {
  it('has a still on disk for every template whose preview is a demo', () => {
    const missing = templates.flatMap((template) => {
      if (template.preview.type !== 'demo') {
        return [];
      }
      const file = templateStillFile(template.preview.demoId);
      return fs.existsSync(path.join(root, file))
        ? []
        : [
            `${template.slug}: missing ${file}; run \`npm run stills:templates\` to render it`,
          ];
    });
    expect(missing).toEqual([]);
  });

  it('keeps every still small enough for a card', () => {
    const heavy = templates.flatMap((template) => {
      if (template.preview.type !== 'demo') {
        return [];
      }
      const file = path.join(root, templateStillFile(template.preview.demoId));
      const bytes = fs.existsSync(file) ? fs.statSync(file).size : 0;
      return bytes > 40 * 1024 ? [`${template.slug}: ${bytes} bytes`] : [];
    });
    expect(heavy).toEqual([]);
  });

  it('scales the longest side of a composition to the still size', () => {
    expect(templateStillSize(1920, 1080)).toMatchObject({
      width: STILL_LONGEST_SIDE,
      height: 315,
    });
    expect(templateStillSize(1080, 1920)).toMatchObject({
      width: 315,
      height: STILL_LONGEST_SIDE,
    });
    const demo = findDemo('tpl-still');
    expect(demo && templateStillSize(demo.width, demo.height).width).toBe(
      STILL_LONGEST_SIDE,
    );
  });
});
