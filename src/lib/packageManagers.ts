/**
 * Builds the install or create command for each package manager. Pure, so it
 * is unit-tested in `packageManagers.test.ts`.
 */

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

/** Display order of the tabs. */
export const packageManagers: readonly PackageManager[] = [
  'npm',
  'pnpm',
  'yarn',
  'bun',
];

export type PackageManagerRequest =
  | {
      /** Packages to install, optionally with a version: `remotion@4.0.461`. */
      readonly packages: readonly string[];
      /** Install as development dependencies. */
      readonly dev?: boolean;
    }
  | {
      /** create-video flag, with or without the leading `--`: `hello-world`. */
      readonly create: string;
    };

export type PackageManagerCommands = Readonly<Record<PackageManager, string>>;

// npm package name (optionally scoped), optionally followed by @version or @tag.
const PACKAGE_PATTERN =
  /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*(@[A-Za-z0-9.^~<>=*+-]+)?$/;
const FLAG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

export function packageManagerCommands(
  request: PackageManagerRequest,
): PackageManagerCommands {
  if ('create' in request) {
    const flag = request.create.replace(/^--/, '');
    if (!FLAG_PATTERN.test(flag)) {
      throw new Error(`Invalid create-video flag: "${request.create}"`);
    }
    return {
      npm: `npx create-video@latest --${flag}`,
      pnpm: `pnpm create video --${flag}`,
      yarn: `yarn create video --${flag}`,
      bun: `bun create video --${flag}`,
    };
  }

  if (request.packages.length === 0) {
    throw new Error('packageManagerCommands() needs at least one package');
  }
  for (const name of request.packages) {
    if (!PACKAGE_PATTERN.test(name)) {
      throw new Error(`Invalid package name: "${name}"`);
    }
  }
  const list = request.packages.join(' ');
  if (request.dev) {
    return {
      npm: `npm i --save-dev ${list}`,
      pnpm: `pnpm i --save-dev ${list}`,
      yarn: `yarn add --dev ${list}`,
      bun: `bun i --dev ${list}`,
    };
  }
  return {
    npm: `npm i ${list}`,
    pnpm: `pnpm i ${list}`,
    yarn: `yarn add ${list}`,
    bun: `bun i ${list}`,
  };
}

/**
 * Pins the toolkit's own packages (`remotion`, `@remotion/*`) to the version
 * the docs describe, because they must all be installed at the same exact
 * version. Other packages, and names with an explicit version, are kept.
 */
export function pinToolkitPackage(name: string, version: string): string {
  const isToolkit = name === 'remotion' || name.startsWith('@remotion/');
  const hasVersion = name.lastIndexOf('@') > 0;
  return isToolkit && !hasVersion ? `${name}@${version}` : name;
}
