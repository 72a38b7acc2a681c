/**
 * `npm run check:snippets`: type-checks every ts/tsx/js/jsx code block in
 * docs/, blog/, learn/ and success-stories/ against the installed packages.
 * Lines above `// ---cut---` are checked but hidden on the page. A block with
 * the meta `no-check` is skipped; at most 3% of ts/tsx blocks may opt out.
 *
 * `npm run check:snippets -- docs/api/player docs/recorder` checks only the
 * files under the given paths (the opt-out limit still counts every block).
 */
import fs from 'fs';
import path from 'path';
import {listMarkdown} from '../../src/lib/node/files';
import {checkBlocks} from './check';
import {
  extractCodeBlocks,
  isCheckedLanguage,
  isOptedOut,
  type CodeBlock,
} from './extract';

export const CONTENT_DIRS = [
  'docs',
  'blog',
  'learn',
  'success-stories',
  'src/pages',
];
export const MAX_OPT_OUT_SHARE = 0.03;

function main(): number {
  const siteDir = path.resolve(__dirname, '../..');
  const blocks: CodeBlock[] = CONTENT_DIRS.flatMap((dir) =>
    listMarkdown(path.join(siteDir, dir)).flatMap((file) =>
      extractCodeBlocks(
        path.relative(siteDir, file),
        fs.readFileSync(file, 'utf8'),
      ),
    ),
  ).filter((block) => isCheckedLanguage(block.lang));

  const only = process.argv.slice(2).map((arg) => path.normalize(arg));
  const selected = (block: CodeBlock) =>
    only.length === 0 || only.some((prefix) => block.file.startsWith(prefix));

  const optedOut = blocks.filter(isOptedOut);
  const checked = blocks.filter(
    (block) => !isOptedOut(block) && selected(block),
  );
  const diagnostics = checkBlocks(siteDir, checked);

  for (const diagnostic of diagnostics) {
    console.error(
      `${diagnostic.file}:${diagnostic.line}: ${diagnostic.message}`,
    );
  }
  const tsBlocks = blocks.filter(
    (block) => block.lang === 'ts' || block.lang === 'tsx',
  );
  const tsOptedOut = optedOut.filter(
    (block) => block.lang === 'ts' || block.lang === 'tsx',
  );
  const share = tsBlocks.length === 0 ? 0 : tsOptedOut.length / tsBlocks.length;
  console.log(
    `Snippets: ${checked.length} blocks checked, ${optedOut.length} opted out with no-check ` +
      `(${(share * 100).toFixed(1)}% of ${tsBlocks.length} ts/tsx blocks; limit ${MAX_OPT_OUT_SHARE * 100}%), ` +
      `${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'}.`,
  );
  if (share > MAX_OPT_OUT_SHARE) {
    console.error(
      'Too many blocks opt out of the type-check: fix them or make them compile.',
    );
    for (const block of tsOptedOut) {
      console.error(`  ${block.file}:${block.line}`);
    }
    return 1;
  }
  return diagnostics.length > 0 ? 1 : 0;
}

process.exitCode = main();
