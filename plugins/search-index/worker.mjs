/**
 * Builds the Pagefind index in its own Node process: Pagefind's Node API is
 * ESM only, and Docusaurus loads plugins through jiti, which cannot import
 * it. Usage: node worker.mjs <manifest.json> <output dir>
 * The manifest lists `{url, file}` pairs of prepared HTML files.
 */
import fs from 'node:fs/promises';
import * as pagefind from 'pagefind';

const [manifestPath, outputPath] = process.argv.slice(2);
const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8'));

const {index, errors} = await pagefind.createIndex({
  // Identifiers such as useCurrentFrame, @remotion/player and file names.
  includeCharacters: '@/_.',
});
if (!index) {
  throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
}
for (const {url, file} of manifest) {
  const content = await fs.readFile(file, 'utf8');
  const result = await index.addHTMLFile({url, content});
  if (result.errors.length > 0) {
    throw new Error(
      `Pagefind could not index ${url}: ${result.errors.join('; ')}`,
    );
  }
}
const written = await index.writeFiles({outputPath});
if (written.errors.length > 0) {
  throw new Error(
    `Pagefind could not write the index: ${written.errors.join('; ')}`,
  );
}
await pagefind.close();
console.log(
  `[search-index] Indexed ${manifest.length} pages into ${outputPath}.`,
);
