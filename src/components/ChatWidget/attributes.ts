import {CHAT_WIDGET} from '@site/src/config/thirdParty';

export const CHAT_WIDGET_SCRIPT_ID = 'ask-ai-widget-script';

/** The data attributes of the widget's script tag for a site id. */
export function chatWidgetScriptAttributes(
  siteId: string,
): Record<string, string> {
  return {
    'data-website-id': siteId,
    'data-project-name': CHAT_WIDGET.projectName,
    ...CHAT_WIDGET.attributes,
  };
}
