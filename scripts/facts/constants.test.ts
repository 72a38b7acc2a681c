import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {listMarkdown} from '../../src/lib/node/files';
import {
  REGION_FACTS,
  SITE_WIDE_FACTS,
  VALUE_FACTS,
  checkRegionFact,
  checkSiteWideFact,
  checkValueFact,
} from './constants';

const SITE = path.resolve(__dirname, '../..');

function read(file: string): string {
  const full = path.join(SITE, file);
  if (!fs.existsSync(full)) {
    throw new Error(`${file}: the file of a fact does not exist`);
  }
  return fs.readFileSync(full, 'utf8');
}

describe('checkValueFact', () => {
  const fact = {
    file: 'docs/x.mdx',
    pattern: /memory between (\d+) and ([\d,]+) MB/,
    expected: [512, 10240],
    source: 'MIN_MEMORY, MAX_MEMORY',
  };

  it('accepts the package values, with thousands separators', () => {
    expect(
      checkValueFact(fact, 'Set memory between 512 and 10,240 MB.'),
    ).toEqual([]);
  });

  it('fails a wrong value, naming the file, the line and the constant', () => {
    expect(
      checkValueFact(fact, 'Intro\n\nSet memory between 128 and 10240 MB.'),
    ).toEqual(['docs/x.mdx:3: says 128, but MIN_MEMORY, MAX_MEMORY gives 512']);
  });

  it('checks every occurrence', () => {
    expect(
      checkValueFact(
        fact,
        'memory between 512 and 10240 MB\nmemory between 512 and 3008 MB',
      ),
    ).toHaveLength(1);
  });

  it('fails when the quoted text is gone', () => {
    expect(checkValueFact(fact, 'Nothing here.')[0]).toMatch(
      /docs\/x\.mdx: the text .* is no longer on the page/,
    );
  });
});

describe('checkSiteWideFact', () => {
  const fact = {
    dir: 'docs',
    pattern: /\| `jpegQuality` \| `(\d+)` \|/,
    expected: [80],
    atLeast: 2,
    source: 'DEFAULT_JPEG_QUALITY',
  };

  it('checks every file and names the one with a wrong value', () => {
    const files = new Map([
      ['docs/a.mdx', '| `jpegQuality` | `80` |'],
      ['docs/b.mdx', 'Intro\n| `jpegQuality` | `90` |'],
      ['docs/c.mdx', 'No table here.'],
    ]);
    expect(checkSiteWideFact(fact, files)).toEqual([
      'docs/b.mdx:2: says 90, but DEFAULT_JPEG_QUALITY gives 80',
    ]);
  });

  it('fails when fewer places than expected quote the value', () => {
    const files = new Map([['docs/a.mdx', '| `jpegQuality` | `80` |']]);
    expect(checkSiteWideFact(fact, files)[0]).toMatch(
      /matches 1 times, expected at least 2/,
    );
  });
});

describe('checkRegionFact', () => {
  const fact = {
    file: 'docs/r.mdx',
    pattern: /regions:\n\n([\s\S]*?)\n\n/,
    column: 1,
    expected: ['eu-west-1', 'us-east-1'],
    source: 'REGIONS',
  };

  it('reads one column of a table and accepts the same set in any order', () => {
    const page =
      'regions:\n\n| A | B |\n| - | - |\n| `x-1` | `us-east-1` |\n| | `eu-west-1` |\n\nEnd';
    expect(checkRegionFact(fact, page)).toEqual([]);
  });

  it('fails on a missing and on an unknown region', () => {
    const page =
      'regions:\n\n| A | B |\n| - | - |\n| | `us-east-1`, `mars-1` |\n\n';
    expect(checkRegionFact(fact, page)).toEqual([
      'docs/r.mdx:1: lacks eu-west-1 (REGIONS)',
      'docs/r.mdx:1: lists mars-1, not in REGIONS',
    ]);
  });
});

describe('defaults and limits quoted on the pages', () => {
  it('equal the constants of the installed packages', () => {
    const problems = VALUE_FACTS.flatMap((fact) =>
      checkValueFact(fact, read(fact.file)),
    );
    expect(problems).toEqual([]);
    expect(VALUE_FACTS.length).toBeGreaterThan(40);
  });

  it('equal the constants wherever the option tables quote them', () => {
    const problems = SITE_WIDE_FACTS.flatMap((fact) => {
      const files = new Map(
        listMarkdown(path.join(SITE, fact.dir)).map((full) => [
          path.relative(SITE, full),
          fs.readFileSync(full, 'utf8'),
        ]),
      );
      return checkSiteWideFact(fact, files);
    });
    expect(problems).toEqual([]);
  });

  it('list exactly the regions of the installed packages', () => {
    const problems = REGION_FACTS.flatMap((fact) =>
      checkRegionFact(fact, read(fact.file)),
    );
    expect(problems).toEqual([]);
  });
});
