import crypto from 'crypto';

/**
 * The security headers of the production host, computed from the build: a
 * Content-Security-Policy that allows the inline scripts the build emits by
 * their hashes (no `unsafe-inline`, no `unsafe-eval` for scripts) and only
 * the third-party hosts that are configured, plus the usual hardening
 * headers. Pure functions; `index.ts` feeds them the built HTML.
 */

/** Third-party services the build turned on (analytics, chat widget, hosted search). */
export type ThirdParties = {
  /** Google Analytics page views (gtag). */
  readonly analytics: boolean;
  /** The "Ask AI" chat widget. */
  readonly chatWidget: boolean;
  /** Algolia application id when the hosted search index is configured. */
  readonly hostedSearchAppId?: string;
};

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'media-src'
  | 'worker-src'
  | 'frame-src'
  | 'manifest-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

type Sources = Partial<Record<Directive, readonly string[]>>;

/** Hosts each service needs, by directive. */
export function thirdPartySources(services: ThirdParties): Sources[] {
  const sources: Sources[] = [];
  if (services.analytics) {
    sources.push({
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': [
        'https://www.googletagmanager.com',
        'https://www.google-analytics.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ],
      'img-src': [
        'https://www.googletagmanager.com',
        'https://www.google-analytics.com',
      ],
    });
  }
  if (services.chatWidget) {
    sources.push({
      'script-src': ['https://widget.kapa.ai'],
      'connect-src': ['https://*.kapa.ai'],
      'img-src': ['https://*.kapa.ai'],
    });
  }
  if (services.hostedSearchAppId) {
    const app = services.hostedSearchAppId.toLowerCase();
    sources.push({
      'connect-src': [
        `https://${app}-dsn.algolia.net`,
        'https://*.algolianet.com',
      ],
    });
  }
  return sources;
}

/**
 * The HTML of a page as text, with the content of every executable inline
 * script. JSON-LD and other data blocks are not executed, so CSP does not
 * apply to them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(
    /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi,
  )) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) {
      continue;
    }
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(
      attributes,
    );
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').toLowerCase();
    if (
      value === '' ||
      value === 'module' ||
      /^(text|application)\/(java|ecma)script$/.test(value)
    ) {
      scripts.push(match[2]!);
    }
  }
  return scripts;
}

/**
 * Inline event handler attributes (`onclick=` ...) and `javascript:` URLs in
 * the markup. A policy without `unsafe-inline` blocks them, so the build
 * refuses them instead of shipping a control that silently does nothing.
 */
export function blockedInlineCode(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<[a-z][a-z0-9-]*(\s[^<>]*)?>/gi)) {
    const handler = /\s(on[a-z]+)\s*=/i.exec(tag[1] ?? '');
    if (handler) {
      found.push(`${handler[1]} attribute in ${tag[0].slice(0, 80)}`);
    }
    if (/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(tag[1] ?? '')) {
      found.push(`javascript: URL in ${tag[0].slice(0, 80)}`);
    }
  }
  return found;
}

/** `'sha256-...'` source for a script text, as browsers compute it. */
export function scriptHash(script: string): string {
  const digest = crypto.createHash('sha256').update(script, 'utf8').digest();
  return `'sha256-${digest.toString('base64')}'`;
}

function merge(...all: Sources[]): Record<Directive, string[]> {
  const merged = {} as Record<Directive, string[]>;
  for (const sources of all) {
    for (const [directive, values] of Object.entries(sources) as [
      Directive,
      readonly string[],
    ][]) {
      const list = (merged[directive] ??= []);
      for (const value of values) {
        if (!list.includes(value)) {
          list.push(value);
        }
      }
    }
  }
  return merged;
}

export type PolicyInput = {
  /** Hash sources of every inline script of the build. */
  readonly scriptHashes: readonly string[];
  readonly services: ThirdParties;
  /** Who may frame the page: `'none'` everywhere except embeddable routes. */
  readonly frameAncestors: readonly string[];
};

export function contentSecurityPolicy(input: PolicyInput): string {
  const directives = merge(
    {
      'default-src': ["'self'"],
      // Pagefind's search runs WebAssembly; that is not `unsafe-eval`.
      'script-src': ["'self'", "'wasm-unsafe-eval'", ...input.scriptHashes],
      // Inline style attributes come from React and the theme (layout
      // values, colours). Scripts stay locked down.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'media-src': ["'self'", 'data:', 'blob:'],
      'worker-src': ["'self'", 'blob:'],
      'frame-src': ["'none'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    },
    ...thirdPartySources(input.services),
    {'frame-ancestors': input.frameAncestors},
  );
  return Object.entries(directives)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}

export type Headers = Record<string, string>;

/** Headers every response carries, apart from the CSP's frame rule. */
const HARDENING: Headers = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site needs none of these; the player may go full screen and the
  // "Copy page" button writes to the clipboard.
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), fullscreen=(self), clipboard-write=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export type HostingHeaders = {
  /** Headers for every response. */
  readonly headers: Headers;
  /** Routes that other sites may embed in a frame, and their headers. */
  readonly frameable: {
    readonly paths: readonly string[];
    readonly headers: Headers;
  };
};

export function hostingHeaders(input: {
  readonly scriptHashes: readonly string[];
  readonly services: ThirdParties;
  readonly frameablePaths: readonly string[];
}): HostingHeaders {
  const policy = (frameAncestors: readonly string[]) =>
    contentSecurityPolicy({...input, frameAncestors});
  return {
    headers: {
      ...HARDENING,
      'Content-Security-Policy': policy(["'none'"]),
      'X-Frame-Options': 'DENY',
    },
    frameable: {
      paths: input.frameablePaths,
      headers: {
        ...HARDENING,
        'Content-Security-Policy': policy(['*']),
      },
    },
  };
}

/** The headers as nginx `add_header` lines (also sent on errors). */
export function nginxHeaders(headers: Headers): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (/["\\\n]/.test(value)) {
        throw new Error(`Header ${name} has a character nginx cannot quote`);
      }
      return `add_header ${name} "${value}" always;`;
    })
    .join('\n');
}
