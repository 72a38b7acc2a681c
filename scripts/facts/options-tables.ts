/**
 * Reads the option, prop and flag tables of an API reference page with the
 * real MDX parser (remark with GFM tables, MDX and front matter).
 *
 * A table is kept when its first column names things (`Name`, `Prop`,
 * `Option`, `Flag`, ...). Each kept table carries the chain of headings
 * above it, so a caller can tell what it documents ("Options" under
 * "`renderStill()`", "Props" under "`<Player>`").
 */
import type {Heading, Root, RootContent, Table, TableCell} from 'mdast';
import {visit} from 'unist-util-visit';
import {frontMatterFields, parseMarkdown} from '../../src/lib/markdown';
import {isOptionTable} from '../../src/lib/optionTables';

export type TableRow = {
  /** The option as written, without backticks (`serveUrl`, `--codec`). */
  readonly name: string;
  /** Every name the cell gives, for cells like "`--props`, `-p`". */
  readonly names: readonly string[];
  /** The first cell as written, with backticks around inline code. */
  readonly firstCell: string;
  /** Cell text by lower-cased column header (`type`, `default`, ...). */
  readonly cells: Readonly<Record<string, string>>;
  readonly line: number;
};

export type OptionTable = {
  /**
   * Headings above the table, outermost first, as plain text except that
   * inline code keeps its backticks (`` `<Player>` `` props).
   */
  readonly headings: readonly string[];
  /**
   * The type named by a `{/* table-type: Name *\/}` comment right before
   * the table, for the rare table whose headings cannot say it: an export,
   * or a path from one (`fillTextBox().add`: the `add` member of what
   * `fillTextBox()` returns).
   */
  readonly declaredType: string | null;
  /**
   * `{/* table-inherits: ParseMediaOptions *\/}`: the table documents only
   * what it adds to that type, whose options are documented elsewhere (the
   * prose before the table says where).
   */
  readonly inherits: string | null;
  /** Lower-cased column headers. */
  readonly columns: readonly string[];
  readonly rows: readonly TableRow[];
  readonly line: number;
};

export type ApiPage = {
  /** Path relative to the site, for messages. */
  readonly file: string;
  /** The names of the front matter field `api`, in order. */
  readonly api: readonly string[];
  readonly tables: readonly OptionTable[];
};

type AnyNode = {type: string; value?: string; children?: AnyNode[]};

/** A heading's text, with backticks around its inline code. */
function headingText(node: AnyNode): string {
  if (node.type === 'inlineCode') {
    return `\`${node.value}\``;
  }
  if (typeof node.value === 'string') {
    return node.value;
  }
  return (node.children ?? []).map(headingText).join('');
}

/**
 * `{/* table-type: X *\/}`, `{/* table-inherits: Y, Z *\/}` or both,
 * joined with `;`, in a comment right before a table.
 */
function readTableComment(value: string): {
  type: string | null;
  inherits: string | null;
} {
  const body = /^\/\*([\s\S]*)\*\/$/.exec(value.trim())?.[1] ?? '';
  const field = (key: string) =>
    new RegExp(`(?:^|;)\\s*${key}:\\s*([\\w.$(), ]+?)\\s*(?:;|$)`).exec(
      body,
    )?.[1] ?? null;
  return {type: field('table-type'), inherits: field('table-inherits')};
}

/** The text of a node as a reader sees it (inline code without backticks). */
export function plainText(node: AnyNode): string {
  if (typeof node.value === 'string' && node.type !== 'html') {
    return node.value;
  }
  return (node.children ?? []).map(plainText).join('');
}

function codeSpans(node: AnyNode): string[] {
  const spans: string[] = [];
  visit(node as Root, 'inlineCode', (code) => {
    spans.push(code.value);
  });
  return spans;
}

function readTable(
  table: Table,
  headings: readonly string[],
  comment: {type: string | null; inherits: string | null},
): OptionTable {
  const [head, ...body] = table.children;
  const columns = (head?.children ?? []).map((cell) =>
    plainText(cell).trim().toLowerCase(),
  );
  const rows = body.map((row): TableRow => {
    const cells: Record<string, string> = {};
    row.children.forEach((cell: TableCell, index) => {
      const column = columns[index];
      if (column !== undefined) {
        cells[column] = plainText(cell).trim();
      }
    });
    const first = row.children[0];
    const spans = first ? codeSpans(first) : [];
    const names =
      spans.length > 0 ? spans : [first ? plainText(first).trim() : ''];
    return {
      name: names[0]!,
      names,
      firstCell: first ? headingText(first).trim() : '',
      cells,
      line: row.position?.start.line ?? 0,
    };
  });
  return {
    headings,
    declaredType: comment.type,
    inherits: comment.inherits,
    columns,
    rows,
    line: table.position?.start.line ?? 0,
  };
}

/** The names of the front matter field `api` (a name or a list). */
export function apiNames(fields: Record<string, unknown>): string[] {
  const api = fields.api;
  if (api === undefined) {
    return [];
  }
  const list = Array.isArray(api) ? api : [api];
  return list.filter((name): name is string => typeof name === 'string');
}

/** Every table of the page whose first column names options. */
export function readOptionTables(source: string): OptionTable[] {
  const tree = parseMarkdown(source);
  const tables: OptionTable[] = [];
  // Heading text by depth; a heading clears the deeper ones.
  const stack: string[] = [];
  const walk = (nodes: readonly RootContent[]) => {
    nodes.forEach((node, index) => {
      if (node.type === 'heading') {
        const {depth} = node as Heading;
        stack.length = depth - 1;
        stack[depth - 1] = headingText(node).trim();
      } else if (node.type === 'table') {
        const previous = nodes[index - 1];
        const comment =
          previous?.type === 'mdxFlowExpression'
            ? readTableComment(previous.value)
            : {type: null, inherits: null};
        const table = readTable(node, stack.filter(Boolean), comment);
        if (isOptionTable(table.columns)) {
          tables.push(table);
        }
      } else if ('children' in node && node.type !== 'paragraph') {
        // Tables inside JSX blocks (tabs, details) still count.
        walk(node.children as RootContent[]);
      }
    });
  };
  walk(tree.children);
  return tables;
}

export function readApiPage(file: string, source: string): ApiPage {
  return {
    file,
    api: apiNames(frontMatterFields(source)),
    tables: readOptionTables(source),
  };
}
