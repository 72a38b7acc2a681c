#!/usr/bin/env node
/**
 * The npm registry these machines use lacks some platform-specific optional
 * packages (for example `@swc/core-win32-x64-msvc` at the version
 * `@swc/core` asks for). `npm install` then leaves them out of
 * package-lock.json, and `npm ci` refuses the lockfile as "out of sync".
 * This script records each missing optional dependency as an optional entry
 * without a tarball, so `npm ci` accepts the lockfile and skips them on
 * platforms that do not need them. Run it after `npm install` changes the
 * lockfile: `npm run lockfile:complete`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const lockPath = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'package-lock.json',
);

/** Adds the missing optional entries; returns the names added. */
export function completeLockfile(lock) {
  const packages = lock.packages;
  const added = [];
  for (const [location, entry] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(
      entry.optionalDependencies ?? {},
    )) {
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      const top = `node_modules/${name}`;
      if (packages[nested] || packages[top]) continue;
      packages[top] = {version: range.replace(/^[\^~=]/, ''), optional: true};
      added.push(`${name}@${packages[top].version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  return added;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  const added = completeLockfile(lock);
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `package-lock.json: recorded ${added.length} optional packages the registry lacks.`,
  );
}
