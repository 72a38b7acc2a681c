import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code block themes with a contrast of at least 4.5:1 for every token
 * against the block background (WCAG 2.1 AA), in the spirit of GitHub's
 * accessible palettes. A unit test checks the ratios.
 */
export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#57606a', fontStyle: 'italic'},
    },
    {types: ['namespace'], style: {color: '#57606a'}},
    {
      types: ['string', 'attr-value', 'char', 'regex', 'inserted'],
      style: {color: '#0a3069'},
    },
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'url'],
      style: {color: '#0550ae'},
    },
    {types: ['property', 'attr-name', 'selector'], style: {color: '#0550ae'}},
    {types: ['keyword', 'atrule', 'builtin'], style: {color: '#cf222e'}},
    {
      types: ['function', 'function-variable', 'method', 'class-name'],
      style: {color: '#8250df'},
    },
    {types: ['tag', 'deleted'], style: {color: '#116329'}},
    {types: ['variable', 'parameter'], style: {color: '#953800'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#9198a1', fontStyle: 'italic'},
    },
    {types: ['namespace'], style: {color: '#9198a1'}},
    {
      types: ['string', 'attr-value', 'char', 'regex', 'inserted'],
      style: {color: '#a5d6ff'},
    },
    {types: ['punctuation', 'operator'], style: {color: '#e6edf3'}},
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'url'],
      style: {color: '#79c0ff'},
    },
    {types: ['property', 'attr-name', 'selector'], style: {color: '#79c0ff'}},
    {types: ['keyword', 'atrule', 'builtin'], style: {color: '#ff7b72'}},
    {
      types: ['function', 'function-variable', 'method', 'class-name'],
      style: {color: '#d2a8ff'},
    },
    {types: ['tag', 'deleted'], style: {color: '#7ee787'}},
    {types: ['variable', 'parameter'], style: {color: '#ffa657'}},
  ],
};
