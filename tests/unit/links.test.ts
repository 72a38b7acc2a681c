import {describe, expect, it} from 'vitest';
import {checkExternalLink} from '../links';

describe('checkExternalLink', () => {
  it('accepts https links and e-mail addresses', () => {
    expect(
      checkExternalLink('https://github.com/remotion-dev/remotion'),
    ).toBeNull();
    expect(checkExternalLink('https://x.com/remotion?ref=site#top')).toBeNull();
    expect(checkExternalLink('mailto:hi@remotion.dev')).toBeNull();
  });

  it('rejects insecure, local, malformed and unescaped links', () => {
    expect(checkExternalLink('http://example.com/')).toMatch(/use https/);
    expect(checkExternalLink('https://localhost:3000/')).toMatch(/public host/);
    expect(checkExternalLink('https://intranet/')).toMatch(/public host/);
    expect(checkExternalLink('https//github.com')).toMatch(/not a valid URL/);
    expect(checkExternalLink('mailto:nobody')).toMatch(/e-mail/);
    expect(checkExternalLink('https://github.com/a b')).toMatch(/escaped/);
    expect(checkExternalLink('javascript:alert(1)')).toMatch(/use https/);
  });
});
