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
