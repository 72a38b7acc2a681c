import {loadFreshModule} from '@docusaurus/utils';
import path from 'path';

/**
 * Loads a named export (an array of entries) from a TypeScript or JavaScript
 * module of the site. Fails with the file named when the export is missing.
 */
export async function loadEntriesModule(
  siteDir: string,
  relativeFile: string,
  exportName: string,
): Promise<readonly unknown[]> {
  const file = path.resolve(siteDir, relativeFile);
  const loaded = (await loadFreshModule(file)) as Record<string, unknown>;
  const entries = loaded[exportName];
  if (!Array.isArray(entries)) {
    throw new Error(
      `${relativeFile}: expected an exported array named "${exportName}".`,
    );
  }
  return entries;
}
