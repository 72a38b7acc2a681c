import {describe, expect, it} from 'vitest';
import {resolveChromiumPath, serverCommand} from '../browser';

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

describe('serverCommand', () => {
  it('serves with nginx when it is installed, else with the Node server', () => {
    expect(serverCommand(3100, {}, () => true)).toBe(
      'node scripts/nginx/serve.mjs --port 3100',
    );
    expect(serverCommand(3100, {}, () => false)).toBe(
      'node scripts/serve.mjs --port 3100',
    );
  });

  it('follows E2E_SERVER, and rejects an unknown value', () => {
    expect(serverCommand(3100, {E2E_SERVER: 'node'}, () => true)).toBe(
      'node scripts/serve.mjs --port 3100',
    );
    expect(() =>
      serverCommand(3100, {E2E_SERVER: 'apache'}, () => true),
    ).toThrow(/E2E_SERVER/);
  });
});
