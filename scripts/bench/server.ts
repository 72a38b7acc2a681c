/**
 * Starts `scripts/serve.mjs` on a free port for a benchmark and stops it;
 * opens the browser the benchmarks measure with.
 */
import {spawn, type ChildProcess} from 'child_process';
import net from 'net';
import path from 'path';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, resolveChromiumPath} from '../../tests/browser';
import {SITE_DIR} from './paths';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No free port')),
      );
    });
  });
}

export type RunningServer = {readonly url: string; readonly stop: () => void};

export async function startServer(buildDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(__dirname, '../serve.mjs'),
      '--port',
      String(port),
      '--dir',
      path.relative(SITE_DIR, buildDir),
    ],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) =>
      reject(new Error(`The server exited with code ${code}`)),
    );
  });
  return {url: `http://localhost:${port}`, stop: () => child.kill()};
}

/**
 * Serves the build and opens Chromium for `run`, then closes both whether
 * `run` succeeds or throws.
 */
export async function withServedBuild<T>(
  buildDir: string,
  run: (site: {server: RunningServer; browser: Browser}) => Promise<T>,
): Promise<T> {
  const server = await startServer(buildDir);
  try {
    const browser = await chromium.launch({
      executablePath: resolveChromiumPath(),
      args: CHROMIUM_ARGS,
    });
    try {
      return await run({server, browser});
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}

/**
 * Runs a bench's `main` when its file is executed (not when a test imports
 * it); a failure is printed and sets a failing exit code.
 */
export function runWhenExecuted(
  mod: NodeModule,
  main: () => Promise<void>,
): void {
  if (require.main === mod) {
    main().catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
  }
}
