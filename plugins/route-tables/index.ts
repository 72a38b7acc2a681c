import path from 'path';
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';

export type PluginOptions = {
  /** Off: the generated registry ships unchanged. */
  readonly trimRegistry: boolean;
};

/**
 * Trims what the framework's route tables carry in the browser bundle, which
 * every page downloads whole. Today: the source paths in the chunk registry
 * (see `registry.cjs`). The server bundle is left as generated.
 */
export default function routeTablesPlugin(
  _context: unknown,
  options: PluginOptions,
): Plugin {
  return {
    name: 'route-tables',
    configureWebpack(_config, isServer) {
      if (isServer || !options.trimRegistry) {
        return {};
      }
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [{loader: path.join(__dirname, 'registry.cjs')}],
            },
          ],
        },
      };
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  Partial<PluginOptions>,
  PluginOptions
>): PluginOptions {
  return validate(
    Joi.object<PluginOptions>({trimRegistry: Joi.boolean().default(true)}),
    options,
  );
}
