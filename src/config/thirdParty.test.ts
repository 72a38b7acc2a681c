import {describe, expect, it} from 'vitest';
import {DEFAULT_THIRD_PARTY_IDS, resolveThirdPartyIds} from './thirdParty';

describe('resolveThirdPartyIds', () => {
  it('uses the configured defaults when no variable is set', () => {
    expect(resolveThirdPartyIds({})).toEqual(DEFAULT_THIRD_PARTY_IDS);
  });

  it('lets environment variables override the ids', () => {
    expect(
      resolveThirdPartyIds({ANALYTICS_ID: 'G-OTHER', CHAT_WIDGET_ID: 'abc'}),
    ).toEqual({analyticsId: 'G-OTHER', chatWidgetId: 'abc'});
  });

  it('turns a feature off with an empty or blank value', () => {
    expect(
      resolveThirdPartyIds({ANALYTICS_ID: '', CHAT_WIDGET_ID: '  '}),
    ).toEqual({
      analyticsId: '',
      chatWidgetId: '',
    });
  });
});
