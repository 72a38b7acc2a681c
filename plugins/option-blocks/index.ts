/**
 * Remark plugin: on API reference pages (files under `docs/api/`), a table
 * of options, props or flags becomes one block per option:
 *
 *   ### `imageFormat`            <- a heading: its own anchor, a section in
 *   Type `…` · Optional · …         search, an entry in the table of contents
 *   The description, full width.
 *
 * A table of five columns does not fit a 700 px column, let alone a phone:
 * blocks keep every description readable without sideways scrolling. The
 * Markdown source keeps the table, so writers edit one row per option and
 * the check of option tables against the packages' types reads it as is.
 *
 * The blocks are the MDX components `ApiOption`, `ApiOptionName` and
 * `ApiOptionMeta` (`src/components/ApiOption`, registered in
 * `src/theme/MDXComponents`). Under an h2 the option's name is an h3; under
 * an h3 (docs pages use no deeper headings), or before the first heading,
 * it is a line with an anchor.
 * The anchor is the option's name in lower case, the form the toolkit's
 * own messages link to (`/docs/renderer/render-media#imageformat`).
 */
import type {
  Heading,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {createSlugger} from '@docusaurus/utils';
import {visit} from 'unist-util-visit';
import {
  DESCRIPTION_HEADERS,
  isOptionBlockTable,
  optionAnchor,
  PRINTED_OPTION_ANCHORS,
} from '../../src/lib/optionTables';

type Options = {
  /** Which files get option blocks; by default files under `docs/api/`. */
  readonly include?: (path: string) => boolean;
};

const isApiPage = (path: string): boolean =>
  /(^|[/\\])docs[/\\]api[/\\]/.test(path);

const cellText = (cell: TableCell | Heading | undefined): string => {
  let text = '';
  if (cell) {
    visit(cell, (node) => {
      if (node.type === 'text' || node.type === 'inlineCode') {
        text += node.value;
      }
    });
  }
  return text.trim();
};

/** The first inline code of a cell, or its text: the option's name. */
function optionName(cell: TableCell | undefined): string {
  let name: string | null = null;
  if (cell) {
    visit(cell, 'inlineCode', (node) => {
      name ??= node.value;
    });
  }
  return name ?? cellText(cell);
}

const jsx = (
  name: string,
  children: MdxJsxFlowElement['children'],
): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: [],
  children,
});

const text = (value: string): PhrasingContent => ({type: 'text', value});

/** Cells that say nothing: no default, no note. */
const EMPTY = new Set(['', '-', '–', '—', 'none', 'n/a']);

/**
 * "Type `X` · Required · Default `Y`", from every column except the name
 * and the description, in the table's order.
 */
function metaLine(
  columns: readonly string[],
  labels: readonly TableCell[],
  cells: readonly TableCell[],
  skip: ReadonlySet<number>,
): Paragraph | null {
  const parts: PhrasingContent[][] = [];
  columns.forEach((column, index) => {
    const cell = cells[index];
    if (skip.has(index) || !cell || EMPTY.has(cellText(cell).toLowerCase())) {
      return;
    }
    if (column === 'required') {
      const yes = /^yes\b/i.test(cellText(cell));
      parts.push([text(yes ? 'Required' : 'Optional')]);
      return;
    }
    const label = cellText(labels[index]) || column;
    parts.push([text(`${label}: `), ...structuredClone(cell.children)]);
  });
  if (parts.length === 0) {
    return null;
  }
  return {
    type: 'paragraph',
    children: parts.flatMap((part, index) =>
      index === 0 ? part : [text(' · '), ...part],
    ),
  };
}

/** Whether options below a heading of this depth are headings themselves. */
const asHeading = (depth: number): boolean => depth === 1 || depth === 2;

/** JSX and expressions a cell must not hold: see `rejectJsxInCells`. */
const JSX_IN_CELL = new Set([
  'mdxJsxTextElement',
  'mdxJsxFlowElement',
  'mdxTextExpression',
  'mdxFlowExpression',
]);

/**
 * A cell of an option table is copied into a heading, a meta line or a
 * paragraph. JSX there (an `<a id>` for an extra anchor, a component) ends
 * up inside a heading, where the MDX compiler stalls without a message, so
 * it is refused here with one. Extra anchors of an option go in
 * `PRINTED_OPTION_ANCHORS` (src/lib/optionTables.ts).
 */
function rejectJsxInCells(table: Table, path: string): void {
  for (const row of table.children.slice(1)) {
    const name = optionName(row.children[0]);
    visit(row, (node) => {
      if (JSX_IN_CELL.has(node.type)) {
        const what =
          'name' in node && typeof node.name === 'string'
            ? `<${node.name}>`
            : 'a {…} expression';
        throw new Error(
          `${path}: the option table row "${name}" has ${what} in a cell. ` +
            'Option tables on API pages become one block per option, and ' +
            'cells may hold only Markdown (text, inline code, links, ' +
            'emphasis). For an extra anchor on an option, add it to ' +
            'PRINTED_OPTION_ANCHORS in src/lib/optionTables.ts.',
        );
      }
    });
  }
}

function optionBlocks(
  table: Table,
  depth: number,
  claimId: (id: string) => string,
  path: string,
): MdxJsxFlowElement[] | null {
  const [head, ...rows] = table.children;
  const labels = head?.children ?? [];
  const columns = labels.map((cell) => cellText(cell).toLowerCase());
  const description = columns.reduce(
    (found, column, index) => (DESCRIPTION_HEADERS.has(column) ? index : found),
    -1,
  );
  if (!isOptionBlockTable(columns) || columns.length < 3 || description < 1) {
    return null;
  }
  rejectJsxInCells(table, path);
  const skip = new Set([0, description]);
  return rows.map((row) => {
    const cells = row.children;
    const name = optionName(cells[0]);
    const title = structuredClone(cells[0]?.children ?? [text(name)]);
    const anchor = optionAnchor(name);
    // Docs pages use h2 and h3 only: below an h3 section, or before the
    // first heading, the name is a line with its own anchor instead.
    const heading: Heading | MdxJsxFlowElement = asHeading(depth)
      ? {
          type: 'heading',
          depth: (depth + 1) as Heading['depth'],
          children: title,
          data: {hProperties: {id: anchor}},
        }
      : {
          ...jsx('ApiOptionName', [{type: 'paragraph', children: title}]),
          attributes: [
            {type: 'mdxJsxAttribute', name: 'id', value: claimId(anchor)},
          ],
        };
    const meta = metaLine(columns, labels, cells, skip);
    const body: Paragraph = {
      type: 'paragraph',
      children: structuredClone(cells[description]?.children ?? []),
    };
    const block = jsx('ApiOption', [
      heading,
      ...(meta ? [jsx('ApiOptionMeta', [meta])] : []),
      ...(body.children.length > 0 ? [body] : []),
    ]);
    const aliases = PRINTED_OPTION_ANCHORS[anchor];
    return aliases
      ? {
          ...block,
          attributes: [
            {
              type: 'mdxJsxAttribute',
              name: 'aliases',
              value: aliases.join(' '),
            },
          ],
        }
      : block;
  });
}

export default function remarkOptionBlocks({
  include = isApiPage,
}: Options = {}) {
  return (tree: Root, file: {path?: string}): void => {
    const {path} = file;
    if (!path || !include(path)) {
      return;
    }
    // In document order: the depth of the last heading decides the level
    // of the option headings of the tables that follow it.
    const found: {table: Table; parent: Parent; depth: number}[] = [];
    // 0: no heading yet (the page title is the h1 above the body).
    let depth = 0;
    visit(tree, (node, _index, parent) => {
      if (node.type === 'heading') {
        depth = node.depth;
      } else if (node.type === 'table' && parent) {
        found.push({table: node, parent, depth});
      }
    });
    const replace = (
      {table, parent, depth: above}: (typeof found)[number],
      claimId: (id: string) => string,
    ) => {
      const blocks = optionBlocks(table, above, claimId, path);
      if (blocks) {
        const index = parent.children.indexOf(table);
        parent.children.splice(index, 1, ...(blocks as RootContent[]));
      }
    };
    // Tables below an h2 first: their options become headings, whose ids
    // the theme makes unique.
    for (const entry of found.filter(({depth: above}) => asHeading(above))) {
      replace(entry, (id) => id);
    }
    // Option names below an h3 are not headings, so the theme does not make
    // their ids unique: keep them apart from every heading id of the page
    // (computed as the theme will) and from each other.
    const slugger = createSlugger();
    visit(tree, 'heading', (heading) => {
      const id = heading.data?.hProperties?.id;
      slugger.slug(typeof id === 'string' ? id : cellText(heading), {
        maintainCase: typeof id === 'string',
      });
    });
    for (const entry of found.filter(({depth: above}) => !asHeading(above))) {
      replace(entry, (id) => slugger.slug(id, {maintainCase: true}));
    }
  };
}
