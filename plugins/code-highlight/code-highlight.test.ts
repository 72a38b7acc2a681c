import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prism';
import {
  alignTokens,
  decodeLine,
  getTokenProps,
  type EncodedTokens,
} from '../../src/lib/highlight/tokens';
import {tokenize} from './highlighter';
import {parseCodeTokens} from '../../src/lib/highlight/tokens';
import {parseMarkdown} from '../../src/lib/markdown';
import {prismCss} from './css';
import remarkCodeTokens, {blockLanguage, codeTokens} from './remark';

const parse = (json: string) => JSON.parse(json) as EncodedTokens;

describe('codeTokens', () => {
  it('matches what prism-react-renderer renders, line by line', () => {
    const code = 'const a = 1;\n\n// done';
    const encoded = parse(codeTokens(code, 'tsx'));
    expect(encoded.language).toBe('tsx');
    expect(encoded.lines.map((line) => decodeLine(line))).toEqual(
      tokenize(code, 'tsx'),
    );
    expect(encoded.lines[0]![0]).toEqual(['keyword', 'const']);
    expect(decodeLine(encoded.lines[1]!)).toEqual([
      {types: ['plain'], content: '\n', empty: true},
    ]);
  });

  it('highlights the additional languages once registered', () => {
    remarkCodeTokens({additionalLanguages: ['bash', 'json', 'diff']});
    const line = parse(codeTokens('echo "hi"', 'bash')).lines[0]!;
    expect(line.some(([types]) => types.includes('string'))).toBe(true);
  });

  it('renders an unknown language as one plain token per line', () => {
    expect(parse(codeTokens('a b\nc', 'nope')).lines).toEqual([
      [['plain', 'a b']],
      [['plain', 'c']],
    ]);
  });
});

describe('blockLanguage', () => {
  it('follows the theme: fence language, then default, then text', () => {
    expect(blockLanguage('TSX', undefined)).toBe('tsx');
    expect(blockLanguage(null, 'bash')).toBe('bash');
    expect(blockLanguage(undefined, undefined)).toBe('text');
  });
});

describe('remarkCodeTokens', () => {
  it('adds the tokens to every fenced code block', () => {
    const tree = parseMarkdown('~~~ts\nlet x = 1;\n~~~\n\n`y`\n');
    remarkCodeTokens({})(tree);
    const [code, paragraph] = tree.children as {
      data?: {hProperties?: {codeTokens?: string}};
    }[];
    expect(parse(code!.data!.hProperties!.codeTokens!).language).toBe('ts');
    expect(paragraph!.data).toBeUndefined();
  });
});

describe('alignTokens', () => {
  const source = '// highlight-next-line\nconst a = 1;\nconst b = 2;';
  const encoded = parse(codeTokens(source, 'ts'));

  it('keeps the lines the theme shows after removing magic comments', () => {
    const lines = alignTokens(encoded, 'const a = 1;\nconst b = 2;', 'ts');
    expect(lines?.map((l) => l.map((t) => t.content).join(''))).toEqual([
      'const a = 1;',
      'const b = 2;',
    ]);
  });

  it('refuses tokens of other code or another language', () => {
    expect(alignTokens(encoded, 'const c = 3;', 'ts')).toBeNull();
    expect(alignTokens(encoded, 'const a = 1;', 'js')).toBeNull();
  });
});

describe('parseCodeTokens', () => {
  it('accepts the JSON from the build, nothing else', () => {
    const json = codeTokens('x', 'ts');
    expect(parseCodeTokens(json)).toEqual(parse(json));
    expect(parseCodeTokens(parse(json))).toBeNull();
    expect(parseCodeTokens('{oops')).toBeNull();
    expect(parseCodeTokens('{"lines": []}')).toBeNull();
    expect(parseCodeTokens(undefined)).toBeNull();
  });
});

describe('getTokenProps', () => {
  it('puts the types in the class, last type last, and no colours inline', () => {
    const props = getTokenProps({
      token: {types: ['tag', 'attr-name'], content: 'style'},
    });
    expect(props).toEqual({
      className: 'token tag attr-name',
      children: 'style',
    });
  });
});

describe('prismCss', () => {
  const css = prismCss(lightCodeTheme, darkCodeTheme);

  it('sets the code block variables for each colour mode', () => {
    expect(css).toContain(
      `[data-theme='light']{--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor}}`,
    );
    expect(css).toContain(
      `[data-theme='dark']{--prism-color:${darkCodeTheme.plain.color}`,
    );
  });

  it('colours every token type of the theme, the last type winning', () => {
    for (const {types, style} of lightCodeTheme.styles) {
      for (const type of types) {
        expect(css).toContain(
          `[data-theme='light'] .prism-code .token.${type},`,
        );
        expect(css).toContain(
          `[data-theme='light'] .prism-code .token.${type}[class$=' ${type}']`,
        );
      }
      expect(css).toContain(`color:${style.color}`);
    }
    expect(css).toContain('font-style:italic');
  });
});
