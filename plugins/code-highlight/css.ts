import type {PrismTheme} from 'prism-react-renderer';

/**
 * CSS for Prism themes, one per colour mode: the `--prism-*` variables the
 * theme's code block styles read, and one rule per token type. Colours as
 * classes (instead of prism-react-renderer's inline styles) let code blocks
 * render the same on the server and in the browser in either mode.
 */

const VARIABLES: Readonly<Record<string, string>> = {
  color: '--prism-color',
  backgroundColor: '--prism-background-color',
};

const kebab = (property: string) =>
  property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: Readonly<Record<string, unknown>>): string {
  return Object.entries(style)
    .filter(
      ([, value]) => typeof value === 'string' || typeof value === 'number',
    )
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');
}

/**
 * Selectors for a Prism token type. A nested token has several types
 * (`token tag attr-name`) and prism-react-renderer lets the last one win; the
 * second selector matches a type in last place with a higher specificity.
 */
function tokenSelectors(type: string): string[] {
  const name = type.replace(/[^\w-]/g, '');
  return [`.token.${name}`, `.token.${name}[class$=' ${name}']`];
}

export function prismThemeCss(
  mode: 'light' | 'dark',
  theme: PrismTheme,
): string {
  const scope = `[data-theme='${mode}']`;
  const variables = Object.entries(theme.plain)
    .filter(([key, value]) => VARIABLES[key] && typeof value === 'string')
    .map(([key, value]) => `${VARIABLES[key]}:${String(value)}`)
    .join(';');
  const rules = theme.styles.flatMap(({types, languages, style}) => {
    const body = declarations(style);
    if (!body) {
      return [];
    }
    const blocks = languages?.length
      ? languages.map((language) => `.prism-code.language-${language}`)
      : ['.prism-code'];
    const selectors = blocks.flatMap((block) =>
      types.flatMap((type) =>
        tokenSelectors(type).map((token) => `${scope} ${block} ${token}`),
      ),
    );
    return [`${selectors.join(',')}{${body}}`];
  });
  return [`${scope}{${variables}}`, ...rules].join('\n');
}

export function prismCss(
  light: PrismTheme,
  dark: PrismTheme | undefined,
): string {
  return [
    '/* Generated from themeConfig.prism by plugins/code-highlight. */',
    prismThemeCss('light', light),
    prismThemeCss('dark', dark ?? light),
    '',
  ].join('\n');
}
