import {useEffect, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ChatWidgetGlobalData} from '@site/src/config/thirdParty';
import {CHAT_WIDGET} from '@site/src/config/thirdParty';
import {chatWidgetScriptAttributes, CHAT_WIDGET_SCRIPT_ID} from './attributes';

/**
 * Loads the "Ask AI" chat widget's script once, on the client only, after the
 * page has rendered and the browser is idle, so it never delays first render.
 * With an empty site id it does nothing; a failed load changes nothing on the
 * page.
 */
export default function ChatWidget(): ReactNode {
  const {siteId} = usePluginData('chat-widget') as ChatWidgetGlobalData;
  useEffect(() => {
    if (!siteId || document.getElementById(CHAT_WIDGET_SCRIPT_ID)) {
      return undefined;
    }
    const inject = () => {
      if (document.getElementById(CHAT_WIDGET_SCRIPT_ID)) {
        return;
      }
      const script = document.createElement('script');
      script.id = CHAT_WIDGET_SCRIPT_ID;
      script.src = CHAT_WIDGET.scriptSrc;
      script.async = true;
      for (const [name, value] of Object.entries(
        chatWidgetScriptAttributes(siteId),
      )) {
        script.setAttribute(name, value);
      }
      document.body.appendChild(script);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(inject, {timeout: 4000});
      return () => window.cancelIdleCallback(handle);
    }
    const timeout = setTimeout(inject, 1500);
    return () => clearTimeout(timeout);
  }, [siteId]);
  return null;
}
