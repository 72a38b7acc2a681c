/* global module */
/**
 * Shrinks the client copy of Docusaurus's generated chunk registry
 * (`.docusaurus/registry.js`). Each entry there is
 *
 *   "chunk": [() => import("@site/docs/x.mdx"), "@site/docs/x.mdx", require.resolveWeak("@site/docs/x.mdx")],
 *
 * and every page downloads the whole registry. The middle element (the
 * module's source path) is only read by react-loadable on the server, to
 * report which chunks a page rendered; the browser never reads it. The
 * client bundle gets `0` in its place; the server bundle keeps the original.
 *
 * The transform is strict: if the generated file does not have exactly this
 * shape (a Docusaurus upgrade changed it), the build fails here instead of
 * shipping a registry the client cannot read.
 */
const ENTRY =
  /^( {2}"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)), "\2", (require\.resolveWeak\("\2"\)\],(?:\};)?)$/;

function trimRegistry(source) {
  const lines = source.split('\n');
  let entries = 0;
  const out = lines.map((line, index) => {
    if (!line.startsWith('  "')) {
      return line;
    }
    entries += 1;
    const match = ENTRY.exec(line);
    if (!match) {
      throw new Error(
        `plugins/route-tables: line ${index + 1} of the generated registry has an unexpected shape; Docusaurus changed its format. Update plugins/route-tables/registry.cjs or turn the plugin off.\n${line}`,
      );
    }
    return `${match[1]}, 0, ${match[3]}`;
  });
  if (entries === 0) {
    throw new Error(
      'plugins/route-tables: the generated registry has no entries in the expected format.',
    );
  }
  return out.join('\n');
}

/** Webpack/Rspack loader entry point. */
module.exports = function registryLoader(source) {
  return trimRegistry(source);
};
module.exports.trimRegistry = trimRegistry;
