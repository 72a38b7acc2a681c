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
