import {describe, expect, it} from 'vitest';
import {prefersMarkdown} from './accept.mjs';

describe('prefersMarkdown', () => {
  it('is true when Markdown is asked for explicitly', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.5')).toBe(true);
    expect(prefersMarkdown('text/markdown;q=0.9, */*;q=0.1')).toBe(true);
  });

  it('is false for browsers and generic clients', () => {
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(
      prefersMarkdown(
        'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      ),
    ).toBe(false);
  });

  it('lets HTML win a tie and respects q=0', () => {
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0, text/*')).toBe(false);
    expect(prefersMarkdown('text/*, text/html;q=0.2')).toBe(true);
  });
});
