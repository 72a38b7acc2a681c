/**
 * Synthetic content for the benchmark: docs pages and blog posts of about
 * the length of the site's own (headings, prose, two code blocks), so that
 * a plain Docusaurus site with the same page count is a fair anchor.
 */
import fs from 'fs';
import path from 'path';

const WORDS = (
  'frame composition render sequence video audio timeline player layer ' +
  'spring easing props schema bundle lambda region codec bitrate pixel ' +
  'caption transition browser server duration width height scale opacity'
).split(' ');

function sentence(seed: number): string {
  const words = Array.from(
    {length: 12 + (seed % 9)},
    (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length],
  );
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function paragraph(seed: number): string {
  return Array.from({length: 5}, (_, i) => sentence(seed + i)).join(' ');
}

export function syntheticDoc(index: number): string {
  return [
    '---',
    `title: Synthetic page ${index}`,
    `description: A generated page number ${index}, used to measure how the build scales with the number of pages.`,
    '---',
    '',
    paragraph(index),
    '',
    '## Overview',
    '',
    paragraph(index + 1),
    '',
    '```tsx',
    "import {useCurrentFrame} from 'remotion';",
    '',
    `export const Example${index} = () => {`,
    '  const frame = useCurrentFrame();',
    `  return <div style={{opacity: frame / ${index + 30}}}>Page ${index}</div>;`,
    '};',
    '```',
    '',
    '## Options',
    '',
    paragraph(index + 2),
    '',
    '### Details',
    '',
    paragraph(index + 3),
    '',
    '```bash',
    `npx remotion render src/index.ts Page${index} out/page-${index}.mp4`,
    '```',
    '',
    '## See also',
    '',
    paragraph(index + 4),
    '',
  ].join('\n');
}

export function syntheticPost(index: number): string {
  const day = String((index % 28) + 1).padStart(2, '0');
  const month = String((index % 12) + 1).padStart(2, '0');
  return [
    '---',
    `title: Synthetic post ${index}`,
    `description: A generated blog post number ${index}.`,
    `date: 2024-${month}-${day}`,
    '---',
    '',
    paragraph(index),
    '',
    '{/* truncate */}',
    '',
    '## What changed',
    '',
    paragraph(index + 1),
    '',
    '```ts',
    `export const version${index} = '4.0.${index}';`,
    '```',
    '',
    paragraph(index + 2),
    '',
  ].join('\n');
}

export function writeSyntheticDocs(
  dir: string,
  count: number,
  offset = 0,
): void {
  fs.mkdirSync(dir, {recursive: true});
  for (let i = 0; i < count; i++) {
    fs.writeFileSync(
      path.join(dir, `page-${offset + i}.mdx`),
      syntheticDoc(offset + i),
    );
  }
}

export function writeSyntheticPosts(dir: string, count: number): void {
  fs.mkdirSync(dir, {recursive: true});
  for (let i = 0; i < count; i++) {
    fs.writeFileSync(path.join(dir, `post-${i}.mdx`), syntheticPost(i));
  }
}
