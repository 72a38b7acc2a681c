import fs from 'fs';
import path from 'path';
import {createRequire} from 'module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {trimRegistry} = require('./registry.cjs') as {
  trimRegistry: (source: string) => string;
};

// The shape @docusaurus/core 3.10 generates (codegenRoutes.js, genRegistry).
const GENERATED = `export default {
  "004785e1": [() => import(/* webpackChunkName: "004785e1" */ "@site/docs/api/audio.mdx"), "@site/docs/api/audio.mdx", require.resolveWeak("@site/docs/api/audio.mdx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

describe('trimRegistry', () => {
  it('drops the source path the browser never reads, keeping loader and id', () => {
    expect(trimRegistry(GENERATED)).toBe(`export default {
  "004785e1": [() => import(/* webpackChunkName: "004785e1" */ "@site/docs/api/audio.mdx"), 0, require.resolveWeak("@site/docs/api/audio.mdx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")],};
`);
  });

  it('fails loudly when the generated format changes', () => {
    expect(() =>
      trimRegistry(`export default {\n  "a": [() => import("x"), "x"],\n};`),
    ).toThrow(/unexpected shape/);
    expect(() => trimRegistry('export default {};')).toThrow(/no entries/);
  });

  it('understands the registry of the last build, when there is one', () => {
    const file = path.join(__dirname, '../../.docusaurus/registry.js');
    if (!fs.existsSync(file)) {
      return;
    }
    const trimmed = trimRegistry(fs.readFileSync(file, 'utf8'));
    expect(trimmed).not.toMatch(/\), "@/);
  });

  it('is what the framework generates today', () => {
    // The generator is not exported; its template is checked in its source.
    const source = fs.readFileSync(
      require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'),
      'utf8',
    );
    expect(source).toContain(
      '[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],',
    );
  });
});
