#!/usr/bin/env node
/**
 * Serves the production build (`build/`) like the production host does:
 * `/x/index.html` and `/x.html` redirect to the bare path, `/x` serves
 * `x/index.html` or `x.html`, unknown paths get `404.html` with status 404,
 * hashed assets are cached for a year and HTML is revalidated. A page with a
 * Markdown copy (`/docs/x` -> `/docs/x.md`) answers with the copy when the
 * request's `Accept` header prefers `text/markdown`. Text formats are
 * gzipped for clients that accept it.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--dir build]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import {prefersMarkdown} from './accept.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  argument('dir', 'build'),
);
const port = Number(argument('port', process.env.PORT ?? 3000));

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file of the build, or null. */
export function resolveFile(dir, pathname) {
  const clean = path
    .normalize(decodeURIComponent(pathname))
    .replace(/^(\.\.[/\\])+/, '');
  const base = path.join(dir, clean);
  if (!base.startsWith(dir)) return null;
  for (const candidate of [
    base,
    path.join(base, 'index.html'),
    `${base}.html`,
  ]) {
    if (isFile(candidate)) return candidate;
  }
  return null;
}

/** Text formats worth compressing (Pagefind's own files are compressed). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

function send(req, res, status, file, headers = {}) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const immutable = /\/assets\//.test(file);
  const gzip =
    COMPRESSIBLE.test(type) &&
    /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': immutable
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
    ...(COMPRESSIBLE.test(type) ? {Vary: 'Accept-Encoding'} : {}),
    ...(gzip ? {'Content-Encoding': 'gzip'} : {}),
    ...headers,
  });
  const stream = fs.createReadStream(file);
  if (gzip) {
    stream.pipe(zlib.createGzip()).pipe(res);
  } else {
    stream.pipe(res);
  }
}

/** The Markdown copy of a page (`/docs/player/` -> `docs/player.md`). */
function markdownCopy(pathname) {
  const bare = pathname.replace(/\/+$/, '');
  const file = path.join(root, `${bare === '' ? '/index' : bare}.md`);
  return file.startsWith(root) && isFile(file) ? file : null;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const {pathname, search} = url;
  const bare = pathname.endsWith('/index.html')
    ? pathname.slice(0, -'index.html'.length)
    : pathname.endsWith('.html') && pathname !== '/404.html'
      ? pathname.slice(0, -'.html'.length)
      : null;
  if (bare !== null) {
    res.writeHead(301, {Location: `${bare}${search}`});
    res.end();
    return;
  }
  const file = resolveFile(root, pathname);
  const copy = file?.endsWith('.html') ? markdownCopy(pathname) : null;
  if (copy && prefersMarkdown(req.headers.accept)) {
    send(req, res, 200, copy, {Vary: 'Accept, Accept-Encoding'});
    return;
  }
  if (file) {
    send(req, res, 200, file, copy ? {Vary: 'Accept, Accept-Encoding'} : {});
    return;
  }
  send(req, res, 404, path.join(root, '404.html'));
});

server.listen(port, () => {
  console.log(`Serving ${root} at http://localhost:${port}/`);
});
