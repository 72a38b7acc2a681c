import fs from 'fs';
import path from 'path';

/** Every .md and .mdx file below `dir` (none when it does not exist). */
export function listMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return listMarkdown(full);
    }
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}
