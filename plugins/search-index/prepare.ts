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
];

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
  let out = html.replace(body, (tag) =>
    addAttribute(tag, 'data-pagefind-body'),
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
  if (API_DOC_CLASS.test(out)) {
    out = out.replace(
      /<html(?=\s)/,
      '<html data-pagefind-meta="section:API reference"',
    );
  }
  return out;
}
