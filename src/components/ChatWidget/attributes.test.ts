import {describe, expect, it} from 'vitest';
import {chatWidgetScriptAttributes} from './attributes';

describe('chatWidgetScriptAttributes', () => {
  it('anchors the widget bottom right with dark background, white text and 20px radius', () => {
    expect(chatWidgetScriptAttributes('site-1')).toMatchObject({
      'data-website-id': 'site-1',
      'data-button-position-bottom': '20px',
      'data-button-position-right': '20px',
      'data-button-bg-color': '#0b1215',
      'data-button-text-color': '#ffffff',
      'data-button-border-radius': '20px',
    });
  });
});
