import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {prismCss} from './css';

/**
 * Build-time code highlighting (with `./remark.ts` and the ejected
 * `@theme/CodeBlock`): keeps Prism out of the main bundle and writes the
 * Prism themes as CSS for both colour modes.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as ThemeConfig;
  const cssFile = path.join(
    context.generatedFilesDir,
    'code-highlight',
    'prism-theme.css',
  );
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, prismCss(prism.theme, prism.darkTheme));
  return {
    name: 'code-highlight',
    getClientModules() {
      return [cssFile];
    },
    /**
     * The classic theme adds a client module of its own to every page,
     * `lib/prism-include-languages.js`, which imports Prism and registers
     * the additional languages on it, putting Prism in the main bundle of
     * every page although the pages ship tokens and never highlight.
     * Swizzling does not help: the swizzlable `@theme/prism-include-languages`
     * is only the function that module calls, and the module's own
     * `import {Prism} from 'prism-react-renderer'` stays. No option turns the
     * client module off, so it is replaced here with an empty one. On a
     * theme upgrade, check that the file still exists under this name and
     * that code blocks still render highlighted (the browser tests do).
     */
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.join(__dirname, 'empty-client-module.ts'),
          ),
        ],
      };
    },
  };
}
