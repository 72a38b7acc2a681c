import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin} from '@docusaurus/types';

import type {ChatWidgetGlobalData} from '../../src/config/thirdParty';
import {validateWith} from '../options';

/** The chat widget's configuration, handed to the client as global data. */
export type PluginOptions = ChatWidgetGlobalData;

/**
 * Makes the chat widget id available to the client as global data. The
 * script itself is loaded by `src/components/ChatWidget` after the page has
 * rendered, on the client only.
 */
export default function chatWidgetPlugin(
  _context: LoadContext,
  options: PluginOptions,
): Plugin {
  return {
    name: 'chat-widget',
    contentLoaded({actions}) {
      actions.setGlobalData({
        siteId: options.siteId,
      } satisfies ChatWidgetGlobalData);
    },
  };
}

export const validateOptions = validateWith(
  Joi.object<PluginOptions>({siteId: Joi.string().allow('').default('')}),
);
