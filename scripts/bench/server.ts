/**
 * Starts `scripts/serve.mjs` on a free port for a benchmark and stops it.
 */
import {spawn, type ChildProcess} from 'child_process';
import net from 'net';
import path from 'path';

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
      path.relative(path.join(__dirname, '../..'), buildDir),
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
