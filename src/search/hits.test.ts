import {describe, expect, it} from 'vitest';
import {highlight, queryWords, sanitizeExcerpt, sectionOf} from './hits';

describe('sectionOf', () => {
  it('keeps the section the page names', () => {
    expect(sectionOf('/docs/player/player', 'API reference')).toBe(
      'API reference',
    );
  });

  it.each([
    ['/docs/player', 'Docs'],
    ['/docs/recorder/setup', 'Recorder'],
    ['/blog/4-0', 'Blog'],
    ['/templates/next', 'Templates'],
    ['/about/', 'Remotion'],
  ])('names the section of %s from its path: %s', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });
});

describe('highlight', () => {
  it('escapes HTML and marks the query words at word starts', () => {
    expect(highlight('<Player> and player-ref', queryWords('player'))).toEqual({
      value: '&lt;<mark>Player</mark>&gt; and <mark>player</mark>-ref',
      matchLevel: 'full',
      matchedWords: ['player'],
    });
    expect(highlight('Replay', queryWords('play')).matchLevel).toBe('none');
    expect(
      highlight('Render media', queryWords('render lambda')).matchLevel,
    ).toBe('partial');
  });
});

describe('sanitizeExcerpt', () => {
  it('keeps <mark> and neutralises every other tag', () => {
    expect(sanitizeExcerpt('<mark>a</mark> <img src=x onerror=alert(1)>')).toBe(
      '<mark>a</mark> &lt;img src=x onerror=alert(1)&gt;',
    );
  });
});
