/**
 * Marks up a built HTML page for Pagefind without touching the file on disk:
 * what to index (the article, or the main element of pages without one),
 * what to leave out (breadcrumbs, the mobile table of contents, pagination,
 * the page actions), and the DocSearch meta tags as filters.
 *
 * Returns null for pages with nothing to index.
 */

/** Filters recorded for each page, read from the DocSearch meta tags. */
export const FILTER_META: Readonly<Record<string, string>> = {
  'docsearch:language': 'language',
  'docsearch:docusaurus_tag': 'docusaurus_tag',
};

/** Classes of elements inside the content that are navigation, not text. */
export const IGNORED_CLASSES: readonly string[] = [
  'theme-doc-breadcrumbs',
  'theme-doc-toc-mobile',
  'pagination-nav',
  'theme-doc-footer',
  'theme-blog-footer-edit-meta-row',
  // Source code: its identifiers are named in the prose around it, and it
  // would fill excerpts and the downloaded index with syntax. Terminal
  // output and messages (`text`, `bash`) stay searchable, since readers
  // paste error messages and commands.
  ...[
    'ts',
    'tsx',
    'js',
    'jsx',
    'json',
    'mdx',
    'yaml',
    'css',
    'scss',
    'diff',
    'dockerfile',
  ].map((language) => `language-${language}`),
];

/**
 * The `content` of `<meta name="...">`, however the minifier quoted its
 * attributes (`"..."`, `'...'` or not at all).
 */
export function metaContent(html: string, name: string): string | undefined {
  // Attribute values may hold `>`, so a tag is read attribute by attribute.
  const tag = html
    .match(/<meta(?:\s+[^\s=>/]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>/g)
    ?.find((candidate) =>
      new RegExp(`\\sname=(["']?)${name}\\1[\\s/>]`).test(candidate),
    );
  const value = tag?.match(/\scontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/);
  return value ? (value[1] ?? value[2] ?? value[3]) : undefined;
}

/** Weight of the meta description (body text is 1, an h1 is 7). */
export const DESCRIPTION_WEIGHT = 3;

function addAttribute(tag: string, attribute: string): string {
  return tag.replace(/^<([a-zA-Z0-9]+)/, `<$1 ${attribute}`);
}

/**
 * API reference pages (doc ids under `api/`) are grouped as "API reference"
 * in search results; their URLs don't tell them apart from guides.
 */
const API_DOC_CLASS = /<html\s[^>]*class="[^"]*\bdocs-doc-id-api\//;

export function prepareForIndex(html: string): string | null {
  let body: RegExp | null = null;
  if (/<article[\s>]/.test(html)) {
    body = /<article(?=[\s>])[^>]*>/;
  } else if (/<main[\s>]/.test(html)) {
    body = /<main(?=[\s>])[^>]*>/;
  }
  if (!body) {
    return null;
  }
  // Page metadata goes on the indexed element itself: Pagefind does not
  // read `data-pagefind-meta` from the <html> element.
  const meta = API_DOC_CLASS.test(html)
    ? ' data-pagefind-meta="section:API reference"'
    : '';
  // The description is the page's own summary: index it first, weighted
  // above body text, so a page whose summary names the query ranks high.
  const description = metaContent(html, 'description');
  const summary = description
    ? `<p data-pagefind-weight="${DESCRIPTION_WEIGHT}">${description
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')}</p>`
    : '';
  let out = html.replace(
    body,
    (tag) => `${addAttribute(tag, `data-pagefind-body${meta}`)}${summary}`,
  );

  for (const className of IGNORED_CLASSES) {
    const pattern = new RegExp(
      `<[a-zA-Z0-9]+\\s[^>]*class=("[^"]*\\b${className}\\b[^"]*"|${className}\\b)[^>]*>`,
      'g',
    );
    out = out.replace(pattern, (tag) =>
      addAttribute(tag, 'data-pagefind-ignore'),
    );
  }

  for (const [name, filter] of Object.entries(FILTER_META)) {
    const pattern = new RegExp(
      `<meta\\s[^>]*name=("?)${name}\\1[\\s/>][^>]*>`,
      'g',
    );
    out = out.replace(pattern, (tag) =>
      addAttribute(tag, `data-pagefind-filter="${filter}[content]"`),
    );
  }
  return out;
}
