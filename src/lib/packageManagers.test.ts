import {describe, expect, it} from 'vitest';
import {
  packageManagerCommands,
  packageManagers,
  pinToolkitPackage,
} from './packageManagers';

describe('packageManagerCommands', () => {
  it('builds install commands for one package', () => {
    expect(packageManagerCommands({packages: ['@remotion/player']})).toEqual({
      npm: 'npm i @remotion/player',
      pnpm: 'pnpm i @remotion/player',
      yarn: 'yarn add @remotion/player',
      bun: 'bun i @remotion/player',
    });
  });

  it('joins several packages and keeps versions', () => {
    const commands = packageManagerCommands({
      packages: ['remotion@4.0.461', '@remotion/cli@4.0.461'],
    });
    expect(commands.npm).toBe('npm i remotion@4.0.461 @remotion/cli@4.0.461');
    expect(commands.yarn).toBe(
      'yarn add remotion@4.0.461 @remotion/cli@4.0.461',
    );
  });

  it('adds the development dependency flag of each manager', () => {
    expect(
      packageManagerCommands({
        packages: ['@remotion/eslint-plugin'],
        dev: true,
      }),
    ).toEqual({
      npm: 'npm i --save-dev @remotion/eslint-plugin',
      pnpm: 'pnpm i --save-dev @remotion/eslint-plugin',
      yarn: 'yarn add --dev @remotion/eslint-plugin',
      bun: 'bun i --dev @remotion/eslint-plugin',
    });
  });

  it('builds create-video commands', () => {
    expect(packageManagerCommands({create: 'hello-world'})).toEqual({
      npm: 'npx create-video@latest --hello-world',
      pnpm: 'pnpm create video --hello-world',
      yarn: 'yarn create video --hello-world',
      bun: 'bun create video --hello-world',
    });
  });

  it('accepts a create flag that already has its dashes', () => {
    expect(packageManagerCommands({create: '--blank'}).pnpm).toBe(
      'pnpm create video --blank',
    );
  });

  it('returns one command per package manager', () => {
    const commands = packageManagerCommands({packages: ['remotion']});
    expect(Object.keys(commands).sort()).toEqual([...packageManagers].sort());
  });

  it('rejects an empty package list', () => {
    expect(() => packageManagerCommands({packages: []})).toThrow(
      /at least one package/,
    );
  });

  it('rejects names that could inject shell syntax', () => {
    expect(() =>
      packageManagerCommands({packages: ['remotion; rm -rf /']}),
    ).toThrow(/Invalid package name/);
    expect(() => packageManagerCommands({create: 'blank && ls'})).toThrow(
      /Invalid create-video flag/,
    );
  });
});

describe('pinToolkitPackage', () => {
  it('pins remotion and @remotion/* packages to the documented version', () => {
    expect(pinToolkitPackage('remotion', '4.0.461')).toBe('remotion@4.0.461');
    expect(pinToolkitPackage('@remotion/player', '4.0.461')).toBe(
      '@remotion/player@4.0.461',
    );
  });

  it('keeps other packages and explicit versions', () => {
    expect(pinToolkitPackage('zod', '4.0.461')).toBe('zod');
    expect(pinToolkitPackage('@remotion/player@4.0.400', '4.0.461')).toBe(
      '@remotion/player@4.0.400',
    );
    expect(pinToolkitPackage('@react-three/fiber', '4.0.461')).toBe(
      '@react-three/fiber',
    );
  });
});
