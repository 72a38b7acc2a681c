import {spawn} from 'child_process';
import fs from 'fs';
import path from 'path';

const REPO = path.resolve(__dirname, '../..');
const SITE = path.join(__dirname, 'site');
const WORK = path.join(__dirname, '.work');
const DOCUSAURUS = path.join(
  REPO,
  'node_modules/@docusaurus/core/bin/docusaurus.mjs',
);

/** Terminal colour codes (ESC [ ... m). */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const ENV = {
  ...process.env,
  BAD_INPUT_REPO: REPO,
  FORCE_COLOR: '0',
  NO_COLOR: '1',
};

export type BuildResult = {
  /** Exit code of `docusaurus build`. */
  readonly code: number | null;
  /** stdout and stderr together, without colour codes. */
  readonly output: string;
};

/** Files to write over the fixture: paths relative to the site, `null` deletes. */
export type FixtureFiles = Record<string, string | null>;

/** Writes files into a fixture copy (paths relative to the site). */
export function writeFixtureFiles(dir: string, files: FixtureFiles): void {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    if (content === null) {
      fs.rmSync(target);
    } else {
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, content);
    }
  }
}

/**
 * Copies the fixture site and writes the given files over it. The copy lives
 * inside the repository so that it resolves the repository's node_modules.
 */
export function copyFixture(name: string, files: FixtureFiles = {}): string {
  const dir = path.join(WORK, name);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.cpSync(SITE, dir, {recursive: true});
  writeFixtureFiles(dir, files);
  return dir;
}

/**
 * Runs a production build of a copy of the fixture with the given files.
 * The build runs in a child process without blocking this one, so the test
 * runner stays responsive during the seconds it takes.
 */
export function buildFixture(
  name: string,
  files: FixtureFiles = {},
): Promise<BuildResult> {
  const dir = copyFixture(name, files);
  const child = spawn(
    process.execPath,
    [DOCUSAURUS, 'build', dir, '--no-minify'],
    {env: ENV, stdio: ['ignore', 'pipe', 'pipe']},
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({code, output: output.replace(ANSI_COLOUR, '')}),
    );
  });
}

export type DevServer = {
  readonly dir: string;
  readonly url: string;
  /** Terminal output so far, without colour codes. */
  output(): string;
  /** Resolves once the output after `from` (an offset) matches `pattern`. */
  waitForOutput(
    pattern: RegExp,
    from?: number,
    timeoutMs?: number,
  ): Promise<string>;
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>;
};

/**
 * Starts `docusaurus start` on a copy of the fixture with the given files, on
 * the given port, without opening a browser.
 */
export function startFixture(
  name: string,
  port: number,
  files: FixtureFiles = {},
): DevServer {
  const dir = copyFixture(name, files);
  const child = spawn(
    process.execPath,
    [
      DOCUSAURUS,
      'start',
      dir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {
      // As from a terminal: the test runner's NODE_ENV=test would select no
      // browserslist environment, and the bundler refuses an empty target.
      env: {...ENV, NODE_ENV: 'development', BROWSER: 'none'},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString().replace(ANSI_COLOUR, '');
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<void>((resolve) =>
    child.on('close', () => resolve()),
  );
  return {
    dir,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    waitForOutput(pattern, from = 0, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output.slice(from));
          if (match) {
            done();
            resolve(match[0]);
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(
              `no ${String(pattern)} in the dev server output after ${timeoutMs} ms:\n${output.slice(from)}`,
            ),
          );
        }, timeoutMs);
        const onExit = () => {
          check();
          done();
          reject(new Error(`the dev server exited:\n${output.slice(from)}`));
        };
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('close', onExit);
        };
        listeners.add(check);
        child.on('close', onExit);
        check();
        if (child.exitCode !== null || child.signalCode !== null) {
          onExit();
        }
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
      }
      await exited;
    },
  };
}
