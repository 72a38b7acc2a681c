import fs from 'fs';
import os from 'os';
import path from 'path';
import {afterAll, describe, expect, it} from 'vitest';
import {builtHtmlFile} from './files';

describe('builtHtmlFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-'));
  for (const file of ['index.html', 'docs/cli/index.html', 'blog.html']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), '<html></html>');
  }
  afterAll(() => fs.rmSync(dir, {recursive: true}));

  it('finds a route as x/index.html or x.html, the root as index.html', () => {
    expect(builtHtmlFile(dir, '/')).toBe(path.join(dir, 'index.html'));
    expect(builtHtmlFile(dir, '/docs/cli')).toBe(
      path.join(dir, 'docs/cli/index.html'),
    );
    expect(builtHtmlFile(dir, '/docs/cli/')).toBe(
      path.join(dir, 'docs/cli/index.html'),
    );
    expect(builtHtmlFile(dir, '/blog')).toBe(path.join(dir, 'blog.html'));
  });

  it('is undefined for a route without a file', () => {
    expect(builtHtmlFile(dir, '/docs/nowhere')).toBeUndefined();
  });
});
