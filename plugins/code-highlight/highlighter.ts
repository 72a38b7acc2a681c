/**
 * The highlighter: Prism as prism-react-renderer bundles it, plus the site's
 * additional languages. Only the build runs it, to tokenize Markdown code
 * blocks; no page downloads Prism.
 */
import {normalizeTokens, Prism, type Token} from 'prism-react-renderer';

const registered = new Set<string>();

/**
 * Adds Prism grammars from `prismjs/components` (they register themselves on
 * a global `Prism`): the site passes
 * `themeConfig.prism.additionalLanguages`.
 */
export function registerLanguages(languages: readonly string[]): void {
  const missing = languages.filter((lang) => !registered.has(lang));
  if (missing.length === 0) {
    return;
  }
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const lang of missing) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(`prismjs/components/prism-${lang}`);
      registered.add(lang);
    }
  } finally {
    if (before === undefined) {
      delete global.Prism;
    } else {
      global.Prism = before;
    }
  }
}

/** Lines of tokens, exactly as prism-react-renderer's `<Highlight>` makes them. */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) {
    return normalizeTokens([code]);
  }
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
