import {describe, expect, it} from 'vitest';
import {completeLockfile} from './complete-lockfile.mjs';

describe('completeLockfile', () => {
  it('records optional dependencies that npm could not resolve', () => {
    const lock = {
      packages: {
        '': {name: 'site'},
        'node_modules/@swc/core': {
          version: '1.0.0',
          optionalDependencies: {
            '@swc/core-linux-x64-gnu': '1.0.0',
            '@swc/core-win32-x64-msvc': '1.0.0',
          },
        },
        'node_modules/@swc/core-linux-x64-gnu': {
          version: '1.0.0',
          optional: true,
        },
      },
    };
    expect(completeLockfile(lock)).toEqual(['@swc/core-win32-x64-msvc@1.0.0']);
    expect(lock.packages).toHaveProperty(
      'node_modules/@swc/core-win32-x64-msvc',
      {
        version: '1.0.0',
        optional: true,
      },
    );
  });
});
