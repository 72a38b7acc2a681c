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
/**
 * One entry line of the generated registry, or null when the line has
 * another shape. The one definition of the format: the client transform
 * below and the route-table split (`split.ts`) both read entries with it.
 */
const ENTRY =
  /^( {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ "([^"]+)"\)), "\3", (require\.resolveWeak\("\3"\)\],(?:\};)?)$/;

function parseRegistryLine(line) {
  const match = ENTRY.exec(line);
  return match
    ? {head: match[1], name: match[2], request: match[3], tail: match[4]}
    : null;
}

/** Entry lines start with two spaces and a quote; other lines are framing. */
function isEntryLine(line) {
  return line.startsWith('  "');
}

function trimRegistry(source) {
  const lines = source.split('\n');
  let entries = 0;
  const out = lines.map((line, index) => {
    if (!isEntryLine(line)) {
      return line;
    }
    entries += 1;
    const entry = parseRegistryLine(line);
    if (!entry) {
      throw new Error(
        `plugins/route-tables: line ${index + 1} of the generated registry has an unexpected shape; Docusaurus changed its format. Update plugins/route-tables/registry.cjs or turn the plugin off.\n${line}`,
      );
    }
    return `${entry.head}, 0, ${entry.tail}`;
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
module.exports.parseRegistryLine = parseRegistryLine;
module.exports.isEntryLine = isEntryLine;
