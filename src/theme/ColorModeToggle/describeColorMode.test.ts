import {describe, expect, it} from 'vitest';
import {describeColorMode} from './describeColorMode';

describe('describeColorMode', () => {
  it('names each of the three modes', () => {
    expect(describeColorMode('light')).toBe('Light mode on');
    expect(describeColorMode('dark')).toBe('Dark mode on');
    expect(describeColorMode(null)).toBe(
      'Colour mode follows the system setting',
    );
  });
});
