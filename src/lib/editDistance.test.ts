import {describe, expect, it} from 'vitest';
import {editDistance} from './editDistance';

describe('editDistance', () => {
  it.each([
    // Insertions, deletions and substitutions count one edit each.
    ['descriptio', 'description', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['same', 'same', 0],
    ['spring', 'sprint', 1],
    ['abc', 'xyz', 3],
    // A swap of neighbours counts as one edit, not two.
    ['vidoe', 'video', 1],
    ['sequnce', 'sequence', 1],
    ['lamda', 'lambda', 1],
  ])('counts "%s" to "%s" as %i edits', (a, b, edits) => {
    expect(editDistance(a, b)).toBe(edits);
  });

  it('stops once the limit is passed', () => {
    expect(editDistance('captions', 'lambda', 2)).toBe(3);
  });
});
