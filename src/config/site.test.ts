import {describe, expect, it} from 'vitest';
import pkg from '../../package.json';
import {SITE_VERSION, TOOLKIT_VERSION} from './site';

describe('versions', () => {
  it('the site version is the package version', () => {
    expect(pkg.version).toBe(SITE_VERSION);
  });

  it('pins every toolkit package to exactly the documented version', () => {
    const all: Record<string, string> = {
      ...pkg.dependencies,
      ...pkg.devDependencies,
    };
    const toolkit = Object.entries(all).filter(
      ([name]) => name === 'remotion' || name.startsWith('@remotion/'),
    );
    expect(toolkit.length).toBeGreaterThan(10);
    for (const [name, version] of toolkit) {
      expect(`${name}@${version}`).toBe(`${name}@${TOOLKIT_VERSION}`);
    }
  });
});
