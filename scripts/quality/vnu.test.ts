import {describe, expect, it} from 'vitest';
import {classify, describe as describeMessage, type FilterRule} from './vnu';

const RULE: FilterRule = {
  message: /^Section lacks heading\./,
  url: /\/tags\/index\.html$/,
  reason: 'test',
};

describe('Nu Html Checker messages', () => {
  it('fails on errors and unfiltered warnings, never on plain info', () => {
    const result = classify(
      [
        {type: 'error', message: 'Element “div” not allowed here.'},
        {
          type: 'info',
          subType: 'warning',
          message: 'Consider adding a lang attribute.',
        },
        {
          type: 'info',
          message: 'Trailing slash on void elements has no effect.',
        },
      ],
      [RULE],
    );
    expect(result.failures.map((m) => m.message)).toEqual([
      'Element “div” not allowed here.',
      'Consider adding a lang attribute.',
    ]);
    expect(result.infos).toBe(1);
  });

  it('filters a documented warning class only where its rule applies, and never an error', () => {
    const warning = {
      type: 'info' as const,
      subType: 'warning' as const,
      message: 'Section lacks heading. Consider using h2-h6.',
    };
    const result = classify(
      [
        {...warning, url: 'file:/site/build/blog/tags/index.html'},
        {...warning, url: 'file:/site/build/docs/index.html'},
        {
          type: 'error',
          message: 'Section lacks heading. Consider using h2-h6.',
          url: 'file:/site/build/blog/tags/index.html',
        },
      ],
      [RULE],
    );
    expect(result.filtered).toHaveLength(1);
    expect(result.failures).toHaveLength(2);
  });

  it('describes a failure with the file and line', () => {
    expect(
      describeMessage(
        {
          type: 'error',
          message: 'Bad value.',
          url: 'file:/site/build/docs/index.html',
          lastLine: 3,
        },
        '/site/build',
      ),
    ).toBe('/docs/index.html:3: error: Bad value.');
  });
});
