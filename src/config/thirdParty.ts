/**
 * Third-party service ids. Each comes from an environment variable at build
 * time, with the production default below; an empty value turns the feature
 * off (for example `ANALYTICS_ID= npm run build`).
 */

export type ThirdPartyIds = {
  /** Google Analytics 4 measurement id used for page views. */
  readonly analyticsId: string;
  /** Website id of the "Ask AI" chat widget. */
  readonly chatWidgetId: string;
};

export const DEFAULT_THIRD_PARTY_IDS: ThirdPartyIds = {
  analyticsId: 'G-R3M0T10N44',
  chatWidgetId: '5d3b9a1e-7f2c-4c1a-9b8e-2a6f0c4d7e91',
};

/** Reads an id from the environment; unset means the default, empty means off. */
export function resolveId(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: string,
): string {
  const value = env[name];
  if (value === undefined) {
    return fallback;
  }
  return value.trim();
}

export function resolveThirdPartyIds(
  env: Readonly<Record<string, string | undefined>>,
): ThirdPartyIds {
  return {
    analyticsId: resolveId(
      env,
      'ANALYTICS_ID',
      DEFAULT_THIRD_PARTY_IDS.analyticsId,
    ),
    chatWidgetId: resolveId(
      env,
      'CHAT_WIDGET_ID',
      DEFAULT_THIRD_PARTY_IDS.chatWidgetId,
    ),
  };
}

/** The chat widget's script and appearance: loaded asynchronously, anchored bottom right. */
export const CHAT_WIDGET = {
  scriptSrc: 'https://widget.kapa.ai/kapa-widget.bundle.js',
  projectName: 'Remotion',
  attributes: {
    'data-button-position-bottom': '20px',
    'data-button-position-right': '20px',
    'data-button-bg-color': '#0b1215',
    'data-button-text-color': '#ffffff',
    'data-button-border-radius': '20px',
    'data-button-text': 'Ask AI',
    'data-modal-title': 'Ask AI about Remotion',
  },
} as const;

/**
 * The chat widget's configuration as global data: the `chat-widget` plugin
 * writes it, `src/components/ChatWidget` reads it.
 */
export type ChatWidgetGlobalData = {
  /** Website id of the chat widget; empty turns the widget off. */
  readonly siteId: string;
};
