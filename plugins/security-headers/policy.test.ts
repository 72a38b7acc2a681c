import {describe, expect, it} from 'vitest';
import {
  blockedInlineCode,
  contentSecurityPolicy,
  hostingHeaders,
  inlineScripts,
  nginxHeaders,
  scriptHash,
} from './policy';

const NONE = {analytics: false, chatWidget: false};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );
}

describe('inline scripts', () => {
  it('finds executable inline scripts, quoted or not, and skips data blocks and external scripts', () => {
    const html = `<script>a()</script><script type=module>b()</script>
      <script type="text/javascript">c()</script><script src=/x.js></script>
      <script type=application/ld+json>{"a":1}</script><script type="application/json">{}</script>`;
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });

  it('hashes a script as browsers do (SHA-256 of the exact text, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
  });

  it('reports inline handlers and javascript: URLs, which the policy would block', () => {
    expect(
      blockedInlineCode(
        '<p>onclick= in text is fine</p><button onclick="go()">Go</button><a href="javascript:void(0)">x</a>',
      ),
    ).toEqual([
      'onclick attribute in <button onclick="go()">',
      'javascript: URL in <a href="javascript:void(0)">',
    ]);
    expect(blockedInlineCode('<a href=/docs/ data-online=1>Docs</a>')).toEqual(
      [],
    );
  });
});

describe('content security policy', () => {
  it('has no unsafe script sources and lists the hashes', () => {
    const policy = directives(
      contentSecurityPolicy({
        scriptHashes: ["'sha256-abc='"],
        services: NONE,
        frameAncestors: ["'none'"],
      }),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      "'sha256-abc='",
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows each third-party host only when its service is configured', () => {
    const all = contentSecurityPolicy({
      scriptHashes: [],
      services: {
        analytics: true,
        chatWidget: true,
        hostedSearchAppId: 'ABC123',
      },
      frameAncestors: ["'none'"],
    });
    expect(directives(all).get('script-src')).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://widget.kapa.ai',
      ]),
    );
    expect(directives(all).get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://abc123-dsn.algolia.net',
        'https://*.algolianet.com',
        'https://*.kapa.ai',
      ]),
    );
    const analyticsOnly = contentSecurityPolicy({
      scriptHashes: [],
      services: {analytics: true, chatWidget: false},
      frameAncestors: ["'none'"],
    });
    expect(analyticsOnly).not.toMatch(/kapa|algolia/);
  });

  it('lets only the frameable routes be embedded', () => {
    const headers = hostingHeaders({
      scriptHashes: [],
      services: NONE,
      frameablePaths: ['/ai-embed'],
    });
    expect(headers.headers['X-Frame-Options']).toBe('DENY');
    expect(headers.headers['Content-Security-Policy']).toMatch(
      /frame-ancestors 'none'$/,
    );
    expect(headers.frameable.paths).toEqual(['/ai-embed']);
    expect(headers.frameable.headers['X-Frame-Options']).toBeUndefined();
    expect(headers.frameable.headers['Content-Security-Policy']).toMatch(
      /frame-ancestors \*$/,
    );
    expect(headers.headers['Strict-Transport-Security']).toMatch(/max-age=/);
  });

  it('writes nginx add_header lines that apply to errors too', () => {
    expect(nginxHeaders({'X-Content-Type-Options': 'nosniff'})).toBe(
      'add_header X-Content-Type-Options "nosniff" always;',
    );
    expect(() => nginxHeaders({X: 'a"b'})).toThrow(/cannot quote/);
  });
});
