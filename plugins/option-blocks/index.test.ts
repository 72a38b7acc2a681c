import {describe, expect, it} from 'vitest';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Root} from 'mdast';
import remarkOptionBlocks from './index';

const SOURCE = `## Options

| Name | Type | Default | Required | Description |
| --- | --- | --- | --- | --- |
| \`imageFormat\` | \`'png' \\| 'jpeg'\` | \`'jpeg'\` | No | Format of the [frames](/docs/x). |
| \`serveUrl\` | \`string\` | - | Yes | Where the bundle is. |
| \`jpegQuality\` | \`number\` | \`80\` | No | Quality of JPEG frames. |

| Field | Meaning |
| --- | --- |
| \`a\` | Two columns stay a table. |
`;

/** Parses MDX with tables, as the docs plugin does, and adds option blocks. */
const createProcessor = () =>
  unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkOptionBlocks);

async function transform(path: string): Promise<Root> {
  const processor = createProcessor();
  const tree = processor.parse(SOURCE);
  return (await processor.run(tree, {path} as never)) as unknown as Root;
}

describe('option blocks', () => {
  it('gives a block the other anchors the toolkit prints for its option', async () => {
    const tree = await transform('/site/docs/api/renderer/render-media.mdx');
    const blocks = tree.children.filter(
      (node) => node.type === 'mdxJsxFlowElement',
    ) as never as {attributes: {name: string; value: string}[]}[];
    expect(blocks[2]!.attributes).toEqual([
      expect.objectContaining({name: 'aliases', value: 'jpeg-quality'}),
    ]);
    expect(blocks[0]!.attributes).toEqual([]);
  });

  it('turns each row of an option table into a heading, a meta line and its description', async () => {
    const tree = await transform('/site/docs/api/renderer/render-media.mdx');
    const blocks = tree.children.filter(
      (node) => node.type === 'mdxJsxFlowElement',
    );
    expect(blocks).toHaveLength(3);
    const [first] = blocks as never as {
      children: {type: string; depth?: number; data?: unknown}[];
    }[];
    const [heading, meta, body] = first!.children;
    expect(heading).toMatchObject({
      type: 'heading',
      depth: 3,
      data: {hProperties: {id: 'imageformat'}},
    });
    expect(JSON.stringify(meta)).toContain('Type: ');
    expect(JSON.stringify(meta)).toContain('Optional');
    expect(JSON.stringify(meta)).toContain("'jpeg'");
    expect(JSON.stringify(meta)).not.toContain('Description');
    expect(JSON.stringify(body)).toContain('/docs/x');
    expect(JSON.stringify(blocks[1])).toContain('Required');
    // A two-column table is readable as it is.
    expect(tree.children.some((node) => node.type === 'table')).toBe(true);
  });

  it('below an h3 section, names an option with an anchored line, not an h4', async () => {
    const processor = createProcessor();
    const source =
      '### Fields\n\n| Name | Type | Description |\n| --- | --- | --- |\n| `fps` | `number` | Frames per second. |\n';
    const tree = (await processor.run(processor.parse(source), {
      path: '/site/docs/api/x.mdx',
    } as never)) as unknown as Root;
    const block = JSON.stringify(tree.children[1]);
    expect(block).toContain('"name":"ApiOptionName"');
    expect(block).toContain('"value":"fps"');
    expect(block).not.toContain('"type":"heading"');
  });

  it('keeps the anchors of names below h3 sections unique on the page', async () => {
    const processor = createProcessor();
    const table =
      '| Name | Type | Description |\n| --- | --- | --- |\n| `scale` | `number` | Size. |\n';
    const source = `## Scale\n\n### A\n\n${table}\n### B\n\n${table}`;
    const tree = (await processor.run(processor.parse(source), {
      path: '/site/docs/api/x.mdx',
    } as never)) as unknown as Root;
    const ids = JSON.stringify(tree).match(/"name":"id","value":"[^"]*"/g);
    // "scale" is taken by the h2 heading "Scale".
    expect(ids).toEqual([
      '"name":"id","value":"scale-1"',
      '"name":"id","value":"scale-2"',
    ]);
  });

  it('leaves pages outside the API reference alone', async () => {
    const tree = await transform('/site/docs/guides/rendering.mdx');
    expect(tree.children.filter((node) => node.type === 'table')).toHaveLength(
      2,
    );
  });

  it('refuses JSX in a cell of an option table, naming the file and the option', async () => {
    const processor = createProcessor();
    const source =
      '## Options\n\n| Name | Type | Description |\n| --- | --- | --- |\n' +
      '| `scale` | `number` | Size. |\n' +
      '| <a id="jpeg-quality"></a>`jpegQuality` | `number` | Quality. |\n';
    await expect(
      processor.run(processor.parse(source), {
        path: '/site/docs/api/x.mdx',
      } as never),
    ).rejects.toThrow(
      /\/site\/docs\/api\/x\.mdx: the option table row "jpegQuality" has <a> in a cell/,
    );
  });
});
