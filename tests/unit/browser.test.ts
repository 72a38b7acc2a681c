import {describe, expect, it} from 'vitest';
import {resolveChromiumPath} from '../browser';

describe('resolveChromiumPath', () => {
  it('prefers CHROMIUM_PATH', () => {
    expect(
      resolveChromiumPath({CHROMIUM_PATH: '/opt/chrome'}, () => true),
    ).toBe('/opt/chrome');
  });

  it("uses Debian's Chromium when installed", () => {
    expect(
      resolveChromiumPath({}, (file) => file === '/usr/bin/chromium'),
    ).toBe('/usr/bin/chromium');
  });

  it("falls back to Playwright's own browser", () => {
    expect(resolveChromiumPath({}, () => false)).toBeUndefined();
  });
});
