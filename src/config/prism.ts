import type {PrismTheme} from 'prism-react-renderer';

/** The colours of one code theme, by the role they play. */
type CodePalette = {
  /** Plain text and punctuation. */
  readonly text: string;
  readonly background: string;
  /** Comments (in italics) and namespaces. */
  readonly comment: string;
  readonly string: string;
  /** Numbers, constants and the like, and property names. */
  readonly constant: string;
  readonly keyword: string;
  readonly function: string;
  readonly tag: string;
  readonly variable: string;
};

/** Maps the token types of Prism to the roles of a palette. */
function codeTheme(palette: CodePalette): PrismTheme {
  return {
    plain: {color: palette.text, backgroundColor: palette.background},
    styles: [
      {
        types: ['comment', 'prolog', 'doctype', 'cdata'],
        style: {color: palette.comment, fontStyle: 'italic'},
      },
      {types: ['namespace'], style: {color: palette.comment}},
      {
        types: ['string', 'attr-value', 'char', 'regex', 'inserted'],
        style: {color: palette.string},
      },
      {types: ['punctuation', 'operator'], style: {color: palette.text}},
      {
        types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'url'],
        style: {color: palette.constant},
      },
      {
        types: ['property', 'attr-name', 'selector'],
        style: {color: palette.constant},
      },
      {
        types: ['keyword', 'atrule', 'builtin'],
        style: {color: palette.keyword},
      },
      {
        types: ['function', 'function-variable', 'method', 'class-name'],
        style: {color: palette.function},
      },
      {types: ['tag', 'deleted'], style: {color: palette.tag}},
      {types: ['variable', 'parameter'], style: {color: palette.variable}},
    ],
  };
}

/**
 * Code block themes with a contrast of at least 4.5:1 for every token
 * against the block background (WCAG 2.1 AA), in the spirit of GitHub's
 * accessible palettes. A unit test checks the ratios.
 */
export const lightCodeTheme = codeTheme({
  text: '#1f2328',
  background: '#f6f8fa',
  comment: '#57606a',
  string: '#0a3069',
  constant: '#0550ae',
  keyword: '#cf222e',
  function: '#8250df',
  tag: '#116329',
  variable: '#953800',
});

export const darkCodeTheme = codeTheme({
  text: '#e6edf3',
  background: '#161b22',
  comment: '#9198a1',
  string: '#a5d6ff',
  constant: '#79c0ff',
  keyword: '#ff7b72',
  function: '#d2a8ff',
  tag: '#7ee787',
  variable: '#ffa657',
});
