/**
 * Turns Pagefind results into hits of the shape Algolia DocSearch returns,
 * so the DocSearch modal and the search page render them unchanged. Every
 * string that ends up in HTML is escaped here; only `<mark>` survives.
 */
import type {
  DocSearchHit,
  HighlightValue,
  Level,
  PagefindAnchor,
  PagefindData,
  PagefindSubResult,
} from './types';

const LEVELS: readonly Level[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

/**
 * The top level of the hierarchy (the modal's group), by URL. API pages share
 * their addresses with the guides (`/docs/interpolate`, `/docs/lambda/...`),
 * so the index records their section as page metadata (`section`, see
 * `plugins/search-index/prepare.ts`), which wins over the URL.
 */
const SECTIONS: readonly (readonly [RegExp, string])[] = [
  [/^\/docs\/editor-starter(\/|$)/, 'Editor Starter'],
  [/^\/docs\/recorder(\/|$)/, 'Recorder'],
  [/^\/docs\/timeline(\/|$)/, 'Timeline'],
  [/^\/docs(\/|$)/, 'Docs'],
  [/^\/blog(\/|$)/, 'Blog'],
  [/^\/learn(\/|$)/, 'Learn'],
  [/^\/success-stories(\/|$)/, 'Success stories'],
  [/^\/experts(\/|$)/, 'Experts'],
  [/^\/templates(\/|$)/, 'Templates'],
  [/^\/showcase(\/|$)/, 'Showcase'],
];

export function sectionOf(pathname: string, section?: string): string {
  return (
    section ??
    SECTIONS.find(([pattern]) => pattern.test(pathname))?.[1] ??
    'Remotion'
  );
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Pagefind excerpts are text with `<mark>` around matches. Keep the marks,
 * neutralise any other tag (the text of a page can contain `<` in code).
 */
export function sanitizeExcerpt(excerpt: string): string {
  return excerpt
    .split(/(<\/?mark>)/)
    .map((part) =>
      part === '<mark>' || part === '</mark>'
        ? part
        : part.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    )
    .join('');
}

/** Lowercased words of the query, longest first (for highlighting). */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/\s+/)
        .map((word) => word.trim())
        .filter(Boolean),
    ),
  ].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Escapes `text` and marks the words of the query that start a word in it. */
export function highlight(
  text: string,
  words: readonly string[],
): HighlightValue {
  const escaped = escapeHtml(text);
  const patterns = words.map((word) => escapeRegExp(escapeHtml(word)));
  if (patterns.length === 0) {
    return {value: escaped, matchLevel: 'none', matchedWords: []};
  }
  const matched = new Set<string>();
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}])(${patterns.join('|')})`,
    'giu',
  );
  const value = escaped.replace(
    pattern,
    (_all, before: string, word: string) => {
      matched.add(word.toLowerCase());
      return `${before}<mark>${word}</mark>`;
    },
  );
  const matchedWords = [...matched];
  return {
    value,
    matchLevel:
      matchedWords.length === 0
        ? 'none'
        : matchedWords.length >= words.length
          ? 'full'
          : 'partial',
    matchedWords,
  };
}

function excerptValue(excerpt: string): HighlightValue {
  const value = sanitizeExcerpt(excerpt);
  return {
    value,
    matchLevel: value.includes('<mark>') ? 'full' : 'none',
    matchedWords: [],
  };
}

/** The h2 a section belongs to, for h3 sections. */
function parentHeading(
  anchor: PagefindAnchor,
  anchors: readonly PagefindAnchor[],
): PagefindAnchor | undefined {
  return [...anchors]
    .filter(
      (other) => other.element === 'h2' && other.location < anchor.location,
    )
    .sort((a, b) => b.location - a.location)[0];
}

function hierarchyOf(
  data: PagefindData,
  sub: PagefindSubResult,
  pathname: string,
  groupByPage: boolean,
): Record<Level, string | null> {
  const section = sectionOf(pathname, data.meta.section);
  const title = data.meta.title ?? sub.title;
  const hierarchy: Record<Level, string | null> = {
    // The modal groups hits by lvl0, in the order groups first appear: one
    // group per page keeps the pages in ranked order.
    lvl0: groupByPage ? `${section} › ${title}` : section,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const anchor = sub.anchor;
  if (anchor && anchor.element !== 'h1') {
    if (anchor.element === 'h2') {
      hierarchy.lvl2 = anchor.text;
    } else {
      hierarchy.lvl2 = parentHeading(anchor, data.anchors)?.text ?? null;
      hierarchy[hierarchy.lvl2 ? 'lvl3' : 'lvl2'] = anchor.text;
    }
  }
  return hierarchy;
}

/** One DocSearch hit for a section (or the top) of a page. */
export function toHit(
  data: PagefindData,
  sub: PagefindSubResult,
  query: string,
  origin: string,
  groupByPage = false,
): DocSearchHit {
  const url = new URL(sub.url, origin);
  const hierarchy = hierarchyOf(data, sub, url.pathname, groupByPage);
  const words = queryWords(query);
  const levels = LEVELS.filter((level) => hierarchy[level] !== null);
  const highlighted = Object.fromEntries(
    levels.map((level) => [level, highlight(hierarchy[level]!, words)]),
  ) as Partial<Record<Level, HighlightValue>>;
  const content = sub.excerpt ? excerptValue(sub.excerpt) : undefined;
  const anchor = url.hash ? url.hash.slice(1) : null;
  return {
    objectID: url.toString(),
    url: url.toString(),
    url_without_anchor: `${url.origin}${url.pathname}`,
    anchor,
    type: content ? 'content' : levels[levels.length - 1],
    content: content ? content.value.replace(/<\/?mark>/g, '') : null,
    hierarchy,
    _highlightResult: {hierarchy: highlighted, ...(content ? {content} : {})},
    _snippetResult: {hierarchy: highlighted, ...(content ? {content} : {})},
  };
}

/**
 * The sections of a page worth showing, best first, at most `limit`.
 * `groupByPage` gives each page its own group in the modal.
 */
export function pageHits(
  data: PagefindData,
  query: string,
  origin: string,
  {limit, groupByPage = false}: {limit: number; groupByPage?: boolean},
): DocSearchHit[] {
  const subs = data.sub_results.length
    ? data.sub_results
    : [{title: data.meta.title ?? '', url: data.url, excerpt: data.excerpt}];
  const marks = (sub: PagefindSubResult) =>
    (sub.excerpt.match(/<mark>/g) ?? []).length +
    (sub.anchor &&
    queryWords(query).some((word) =>
      sub.anchor!.text.toLowerCase().includes(word),
    )
      ? 2
      : 0);
  return [...subs]
    .map((sub, order) => ({sub, order, score: marks(sub)}))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({sub}) => toHit(data, sub, query, origin, groupByPage));
}
