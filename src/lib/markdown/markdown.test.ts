import {describe, expect, it} from 'vitest';
import {countProseWords, frontMatterFields, proseOf} from './index';

const page = `---
title: 'A page'
description: What it is for.
---

import Tabs from '@theme/Tabs';

Two words.

## A heading that does not count

\`\`\`tsx
const notProse = 1;
\`\`\`

| a | b |
| - | - |

<Demo id="x" />

A [linked phrase](/docs/x) and \`code\`.
`;

describe('proseOf / countProseWords', () => {
  it('keeps only the prose', () => {
    expect(proseOf(page)).not.toContain('notProse');
    expect(proseOf(page)).not.toContain('import');
    expect(proseOf(page)).not.toContain('heading');
  });

  it('counts the words of the prose', () => {
    // "Two words." + "A linked phrase and code."
    expect(countProseWords(page)).toBe(7);
  });
});

describe('frontMatterFields', () => {
  it('parses the front matter as YAML', () => {
    expect(frontMatterFields(page)).toEqual({
      title: 'A page',
      description: 'What it is for.',
    });
  });
});

describe('frontMatterFields errors', () => {
  it('throws on front matter that is not valid YAML', () => {
    expect(() => frontMatterFields('---\ndescription: a: b\n---\n')).toThrow();
  });
});
