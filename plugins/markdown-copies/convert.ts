/**
 * Turns the MDX source of a page into plain Markdown that a reader can paste
 * into an AI assistant: front matter reduced to title and description,
 * imports and comments removed, components expanded to Markdown, links made
 * absolute, and the hidden `// ---cut---` preamble of code blocks dropped.
 *
 * Anything it does not know how to expand throws, naming the file and line,
 * so a new component cannot leak raw JSX into the copies.
 */
import type {
  BlockContent,
  Blockquote,
  Code,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {parseMarkdown} from '../../src/lib/markdown';
import {cutPreamble} from '../remark-cut';
import {
  packageManagerCommands,
  packageManagers,
  pinToolkitPackage,
} from '../../src/lib/packageManagers';

export type ConvertOptions = {
  /** Source path, for error messages. */
  readonly file: string;
  readonly title: string;
  readonly description?: string;
  /** Absolute URL of the site root, without a trailing slash. */
  readonly siteUrl: string;
  /** Absolute URL of the HTML page. */
  readonly pageUrl: string;
  /** Version the install commands pin toolkit packages to. */
  readonly toolkitVersion: string;
  /** Title of a live demo, by id. */
  readonly demoTitle?: (id: string) => string | undefined;
};

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
};

const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx']);

type AnyNode = {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  attributes?: JsxAttribute[];
  children?: AnyNode[];
  data?: {directiveLabel?: boolean};
  position?: {start: {line: number}};
};

type JsxAttribute = {
  type: string;
  name?: string;
  value?: string | null | {type: string; value: string};
};

export class MarkdownCopyError extends Error {}

function fail(options: ConvertOptions, node: AnyNode, message: string): never {
  const line = node.position?.start.line;
  throw new MarkdownCopyError(
    `${options.file}${line ? `:${line}` : ''}: ${message}`,
  );
}

function attribute(node: AnyNode, name: string): JsxAttribute | undefined {
  return node.attributes?.find(
    (attr) => attr.type === 'mdxJsxAttribute' && attr.name === name,
  );
}

/** A string attribute (`id="x"`) or a string literal expression (`id={'x'}`). */
function stringAttribute(node: AnyNode, name: string): string | undefined {
  const value = attribute(node, name)?.value;
  if (typeof value === 'string') {
    return value;
  }
  const literal = value && /^\s*(['"`])(.*)\1\s*$/.exec(value.value);
  return literal ? literal[2] : undefined;
}

/** The string literals of an array expression: `{['a', "b"]}`. */
function stringListAttribute(node: AnyNode, name: string): string[] {
  const value = attribute(node, name)?.value;
  if (!value || typeof value === 'string') {
    return typeof value === 'string' ? [value] : [];
  }
  return [...value.value.matchAll(/(['"`])([^'"`]+)\1/g)].map((m) => m[2]);
}

function booleanAttribute(node: AnyNode, name: string): boolean {
  const attr = attribute(node, name);
  if (!attr) {
    return false;
  }
  return attr.value === null || attr.value === undefined
    ? true
    : typeof attr.value !== 'string' && attr.value.value.trim() === 'true';
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (value: string): PhrasingContent => ({
  type: 'strong',
  children: [text(value)],
});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({
  type: 'paragraph',
  children,
});

function packageManagerSections(
  node: AnyNode,
  options: ConvertOptions,
): RootContent[] {
  const create = stringAttribute(node, 'create');
  const packages = stringListAttribute(node, 'packages');
  if (!create && packages.length === 0) {
    fail(options, node, '<PackageManagerTabs> needs "packages" or "create"');
  }
  const commands = packageManagerCommands(
    create
      ? {create}
      : {
          packages: packages.map((name) =>
            pinToolkitPackage(name, options.toolkitVersion),
          ),
          dev: booleanAttribute(node, 'dev'),
        },
  );
  return packageManagers.flatMap((manager): RootContent[] => [
    paragraph(strong(`With ${manager}:`)),
    {type: 'code', lang: 'bash', value: commands[manager]} satisfies Code,
  ]);
}

function demoSentence(node: AnyNode, options: ConvertOptions): Paragraph {
  const id = stringAttribute(node, 'id');
  if (!id) {
    fail(options, node, '<Demo> needs an "id"');
  }
  const title = options.demoTitle?.(id);
  return paragraph({
    type: 'emphasis',
    children: [
      text(`Live demo${title ? `: ${title}` : ''}. It plays on `),
      {type: 'link', url: options.pageUrl, children: [text('the web page')]},
      text('.'),
    ],
  });
}

/** `<Tabs>` of the theme: each `<TabItem label="...">` becomes a section. */
function tabSections(node: AnyNode, options: ConvertOptions): AnyNode[] {
  return (node.children ?? []).flatMap((child): AnyNode[] => {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') {
      return [child];
    }
    const label =
      stringAttribute(child, 'label') ?? stringAttribute(child, 'value');
    if (!label) {
      fail(options, child, '<TabItem> needs a "label" or "value"');
    }
    return [
      paragraph(strong(`${label}:`)) as AnyNode,
      ...(child.children ?? []),
    ];
  });
}

function admonition(node: AnyNode): Blockquote {
  const children = [...(node.children ?? [])];
  let label = ADMONITION_LABELS[node.name ?? ''] ?? 'Note';
  if (children[0]?.type === 'paragraph' && children[0].data?.directiveLabel) {
    label = (children.shift()?.children ?? [])
      .map((child) => child.value ?? '')
      .join('');
  }
  const first = children[0];
  if (first?.type === 'paragraph') {
    first.children = [
      strong(`${label}:`) as AnyNode,
      text(' ') as AnyNode,
      ...(first.children ?? []),
    ];
  } else {
    children.unshift(paragraph(strong(`${label}:`)) as AnyNode);
  }
  return {type: 'blockquote', children: children as BlockContent[]};
}

function absoluteUrl(url: string, options: ConvertOptions): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    return url;
  }
  if (url.startsWith('#')) {
    return `${options.pageUrl}${url}`;
  }
  if (url.startsWith('/')) {
    return `${options.siteUrl}${url}`;
  }
  return new URL(url, options.pageUrl).toString();
}

/** Expands one node into zero or more Markdown nodes. */
function expand(node: AnyNode, options: ConvertOptions): AnyNode[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const source = (node.value ?? '').trim();
      if (/^\/\*[\s\S]*\*\/$/.test(source)) {
        return [];
      }
      const literal = /^(['"`])([\s\S]*)\1$/.exec(source);
      if (literal) {
        return [text(literal[2]) as AnyNode];
      }
      return fail(
        options,
        node,
        `the expression {${source}} has no Markdown form`,
      );
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return expandJsx(node, options);
    case 'containerDirective':
      return [admonition(transformChildren(node, options)) as AnyNode];
    case 'leafDirective':
    case 'textDirective': {
      // Not an admonition: text such as "10:30" that looks like a directive.
      const prefix = node.type === 'leafDirective' ? '::' : ':';
      return [
        text(`${prefix}${node.name ?? ''}`) as AnyNode,
        ...transformChildren(node, options).children!,
      ];
    }
    case 'code': {
      const code = node as AnyNode;
      return [
        {
          type: 'code',
          lang: code.lang,
          meta: null,
          value:
            code.lang && CHECKED_LANGUAGES.has(code.lang)
              ? cutPreamble(code.value ?? '')
              : code.value,
        },
      ];
    }
    case 'link':
    case 'image':
    case 'definition':
      return [
        {
          ...transformChildren(node, options),
          url: absoluteUrl(node.url ?? '', options),
        },
      ];
    default:
      return [transformChildren(node, options)];
  }
}

function expandJsx(node: AnyNode, options: ConvertOptions): AnyNode[] {
  const flow = node.type === 'mdxJsxFlowElement';
  switch (node.name) {
    case 'PackageManagerTabs':
      return packageManagerSections(node, options) as AnyNode[];
    case 'Demo':
      return [demoSentence(node, options) as AnyNode];
    case 'Tabs':
      return tabSections(node, options).flatMap((child) =>
        expand(child, options),
      );
    case 'br':
      return [{type: 'break'}];
    case 'summary':
      return [
        flow
          ? (paragraph({
              type: 'strong',
              children: childrenOf(node, options) as PhrasingContent[],
            }) as AnyNode)
          : ({type: 'strong', children: childrenOf(node, options)} as AnyNode),
      ];
    default:
      if (node.name && /^[a-z]/.test(node.name)) {
        // Plain HTML (details, kbd, span...): keep the content.
        return childrenOf(node, options);
      }
      return fail(
        options,
        node,
        `<${node.name ?? ''}> has no Markdown form: teach plugins/markdown-copies/convert.ts to expand it, or opt the page out with "markdown_copy: false"`,
      );
  }
}

function childrenOf(node: AnyNode, options: ConvertOptions): AnyNode[] {
  return (node.children ?? []).flatMap((child) => expand(child, options));
}

function transformChildren(node: AnyNode, options: ConvertOptions): AnyNode {
  return node.children
    ? {...node, children: childrenOf(node, options)}
    : {...node};
}

function frontMatter(options: ConvertOptions): string {
  // JSON strings are valid YAML scalars, with any quoting they need.
  const lines = [`title: ${JSON.stringify(options.title)}`];
  if (options.description) {
    lines.push(`description: ${JSON.stringify(options.description)}`);
  }
  return lines.join('\n');
}

export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  let tree: Root;
  try {
    tree = parseMarkdown(source, options.file);
  } catch (error) {
    throw new MarkdownCopyError(
      `${options.file}: cannot be parsed as MDX: ${(error as Error).message}`,
    );
  }
  const body = childrenOf(tree as AnyNode, options);
  const output: Root = {
    type: 'root',
    children: [
      {type: 'yaml', value: frontMatter(options)} as RootContent,
      {type: 'heading', depth: 1, children: [text(options.title)]},
      ...(body as RootContent[]),
    ],
  };
  return unified()
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkStringify, {
      bullet: '-',
      emphasis: '_',
      fences: true,
      rule: '-',
      listItemIndent: 'one',
    })
    .stringify(output);
}
