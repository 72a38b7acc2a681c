#!/usr/bin/env node
/**
 * Serves `build/` with nginx and the production configuration of
 * `scripts/nginx/site.conf`, on localhost, in the foreground (Ctrl+C stops
 * it). Needs `nginx` on the PATH (Debian: `apt-get install -y nginx`) and a
 * finished build (the security headers come from `build/_hosting/`).
 *
 * Usage: node scripts/nginx/serve.mjs [--port 3000] [--dir build]
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const root = path.resolve(here, '..', '..', argument('dir', 'build'));
const port = Number(argument('port', process.env.PORT ?? 3000));
const headers = path.join(root, '_hosting');

/** True when an nginx binary can be started. */
function hasNginx() {
  return spawnSync('nginx', ['-v'], {stdio: 'ignore'}).status === 0;
}

function fail(message) {
  console.error(`scripts/nginx/serve.mjs: ${message}`);
  process.exit(1);
}

if (!hasNginx()) {
  fail('nginx is not installed (Debian: apt-get install -y nginx).');
}
if (!fs.existsSync(path.join(headers, 'security-headers.conf'))) {
  fail(
    `${headers}/security-headers.conf is missing: run "npm run build" first.`,
  );
}

const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types']
  .concat(process.env.NGINX_MIME_TYPES ?? [])
  .find((file) => fs.existsSync(file));
if (!mimeTypes) {
  fail('cannot find nginx mime.types; set NGINX_MIME_TYPES to its path.');
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
const site = fs
  .readFileSync(path.join(here, 'site.conf'), 'utf8')
  .replaceAll('__PORT__', String(port))
  .replaceAll('__ROOT__', root)
  .replaceAll('__HEADERS__', headers)
  .replaceAll('__MIME_TYPES__', mimeTypes);
fs.writeFileSync(path.join(work, 'site.conf'), site);

// A self-contained main configuration: no system paths written, no daemon.
// The link crawl and the browser tests beside it hold more than 1,024
// connections at once (nginx warned that worker_connections were not
// enough), hence 8,192.
const runAsRoot = process.getuid?.() === 0;
fs.writeFileSync(
  path.join(work, 'nginx.conf'),
  `${runAsRoot ? 'user root;\n' : ''}worker_processes 2;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 8192; }
http {
  access_log off;
  sendfile on;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`,
);

const nginx = spawn(
  'nginx',
  ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'],
  {stdio: 'inherit'},
);
console.log(`Serving ${root} with nginx at http://localhost:${port}/`);

function stop() {
  nginx.kill('SIGQUIT');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code, signal) => {
  fs.rmSync(work, {recursive: true, force: true});
  process.exit(signal ? 0 : (code ?? 0));
});
