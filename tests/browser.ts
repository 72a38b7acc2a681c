import {spawnSync} from 'child_process';
import fs from 'fs';

/** Flags for Chromium on machines without network or GPU (and as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium to drive: `CHROMIUM_PATH` when set, else Debian's Chromium
 * when installed, else undefined (Playwright's own browser, for developers
 * who ran `npx playwright install`).
 */
export function resolveChromiumPath(
  env: Readonly<Record<string, string | undefined>> = process.env,
  exists: (file: string) => boolean = fs.existsSync,
): string | undefined {
  if (env.CHROMIUM_PATH) {
    return env.CHROMIUM_PATH;
  }
  return exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * The command that serves the build for the browser tests: the production
 * nginx configuration (`scripts/nginx/`) when nginx is installed, which CI
 * guarantees, else the Node server with the same rules (`scripts/serve.mjs`).
 * `E2E_SERVER=node` or `E2E_SERVER=nginx` forces one.
 */
export function serverCommand(
  port: number,
  env: Readonly<Record<string, string | undefined>> = process.env,
  nginxInstalled: () => boolean = hasNginx,
): string {
  const choice = env.E2E_SERVER ?? (nginxInstalled() ? 'nginx' : 'node');
  if (choice !== 'nginx' && choice !== 'node') {
    throw new Error(`E2E_SERVER must be "nginx" or "node", not "${choice}"`);
  }
  return choice === 'nginx'
    ? `node scripts/nginx/serve.mjs --port ${port}`
    : `node scripts/serve.mjs --port ${port}`;
}

/** Whether an nginx binary can be started on this machine. */
export function hasNginx(): boolean {
  return spawnSync('nginx', ['-v'], {stdio: 'ignore'}).status === 0;
}
