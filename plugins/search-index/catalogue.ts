/**
 * Writes `catalogue.json` beside the Pagefind index (every indexed page's
 * id, title and kind) and `vocabulary.json` (the words of titles and
 * headings); see `src/lib/search/catalogue.ts`. Read from the index's own fragments,
 * so the ids are the ones the browser gets back from a search.
 */
import fs from 'fs/promises';
import path from 'path';
import zlib from 'zlib';
import {buildCatalogue, type IndexedPage} from '../../src/lib/search/catalogue';

export const CATALOGUE_FILE = 'catalogue.json';
export const VOCABULARY_FILE = 'vocabulary.json';

/** Pagefind's fragment files: gzip, then a signature, then JSON. */
const SIGNATURE = 'pagefind_dcd';

type Fragment = {
  url: string;
  meta: Record<string, string | undefined>;
  anchors: {element: string; text: string}[];
};

export function readFragment(file: Buffer): Fragment {
  const data = zlib.gunzipSync(file);
  if (data.subarray(0, SIGNATURE.length).toString() !== SIGNATURE) {
    throw new Error(
      'A Pagefind fragment does not start with its signature: the index format changed; update plugins/search-index/catalogue.ts',
    );
  }
  return JSON.parse(data.subarray(SIGNATURE.length).toString()) as Fragment;
}

export async function writeCatalogue(
  indexDir: string,
): Promise<ReturnType<typeof buildCatalogue>> {
  const dir = path.join(indexDir, 'fragment');
  const files = (await fs.readdir(dir)).filter((name) =>
    name.endsWith('.pf_fragment'),
  );
  const pages: IndexedPage[] = await Promise.all(
    files.sort().map(async (name) => {
      const fragment = readFragment(await fs.readFile(path.join(dir, name)));
      return {
        id: name.replace(/\.pf_fragment$/, ''),
        url: fragment.url,
        title: fragment.meta.title ?? '',
        section: fragment.meta.section,
        headings: fragment.anchors
          .filter(({element}) => /^h[1-3]$/.test(element))
          .map(({text}) => text),
      };
    }),
  );
  const built = buildCatalogue(pages);
  await fs.writeFile(
    path.join(indexDir, CATALOGUE_FILE),
    JSON.stringify(built.catalogue),
  );
  await fs.writeFile(
    path.join(indexDir, VOCABULARY_FILE),
    JSON.stringify(built.vocabulary),
  );
  return built;
}
