import {targetPage} from '../../src/lib/redirects';

/**
 * The ids in a page's HTML: the `#section`s a link to it can jump to. The
 * build minifies attributes, so ids appear quoted or bare (`id=--crf`).
 */
export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(
    /\sid=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g,
  )) {
    ids.add(match[1] ?? match[2] ?? match[3]!);
  }
  return ids;
}

/**
 * Problems with targets that end in a `#section`: the section is not on the
 * built page, so a reader would land at its top with no sign of the subject.
 * `entries` pairs a description of each entry with its target; `idsOf`
 * gives a page's ids (undefined when the page has no built file, which the
 * page checks report on their own).
 */
export function missingSections(
  entries: readonly {readonly entry: string; readonly to: string}[],
  idsOf: (page: string) => ReadonlySet<string> | undefined,
): string[] {
  return entries.flatMap(({entry, to}) => {
    const page = targetPage(to);
    const section = decodeURIComponent(to.slice(page.length + 1));
    if (section === '') {
      return [];
    }
    const ids = idsOf(page);
    return ids && !ids.has(section)
      ? [`${entry}: ${page} has no section #${section}`]
      : [];
  });
}

/**
 * The static redirect page for an address whose target has a `#section`,
 * for hosts that serve the files without our server rules. The
 * `@docusaurus/plugin-client-redirects` pages cannot do this: that plugin
 * takes such targets only as a list that Docusaurus would ship in every
 * page's JavaScript, and its script appends the query after the `#`. Same
 * markup otherwise (refresh, canonical, script), so the build's checks
 * recognise it as a redirect page. The query goes before the section, and
 * the target's section replaces any `#anchor` of the request, as it does
 * when our servers answer.
 */
export function sectionRedirectPage(to: string): string {
  const page = targetPage(to);
  const section = to.slice(page.length);
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${to}">
    <link rel="canonical" href="${to}" />
  </head>
  <script>
    window.location.href = ${JSON.stringify(page)} + window.location.search + ${JSON.stringify(section)};
  </script>
</html>
`;
}
