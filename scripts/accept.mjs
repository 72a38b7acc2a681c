/**
 * Content negotiation for the production server: does an `Accept` header
 * prefer Markdown over HTML? Follows RFC 9110 quality values; a more
 * specific range wins over `text/*` and `*\/*`, and on a tie HTML wins, so
 * browsers (which send `text/html` first) always get the page.
 */

/** @param {string} header @returns {{type: string, q: number}[]} */
function parseAccept(header) {
  return header
    .split(',')
    .map((part) => {
      const [type, ...params] = part.trim().toLowerCase().split(';');
      const q = params
        .map((param) => param.trim().split('='))
        .find(([key]) => key === 'q');
      const value = q ? Number(q[1]) : 1;
      return {type: type.trim(), q: Number.isFinite(value) ? value : 0};
    })
    .filter((range) => range.type !== '');
}

/** Quality of `type` under the ranges: the most specific match counts. */
function quality(ranges, type) {
  const [major] = type.split('/');
  const exact = ranges.find((range) => range.type === type);
  if (exact) return exact.q;
  const partial = ranges.find((range) => range.type === `${major}/*`);
  if (partial) return partial.q;
  const any = ranges.find((range) => range.type === '*/*');
  return any ? any.q : 0;
}

/** @param {string | undefined} header */
export function prefersMarkdown(header) {
  if (!header) return false;
  const ranges = parseAccept(header);
  const markdown = quality(ranges, 'text/markdown');
  return markdown > 0 && markdown > quality(ranges, 'text/html');
}
