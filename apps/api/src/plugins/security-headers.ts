import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { readPageTemplate } from './web';

type Directives = Record<string, string[]>;

/**
 * The hashes of the page template's inline scripts (the cookie-choice check and the app loader,
 * apps/web/index.html and vite.config.ts): the only scripts that run without a file of their own.
 * Data blocks (`application/json`, `application/ld+json`) never run, so they need none.
 */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    const runs = ['', 'module', 'text/javascript'].includes(type);
    if (!runs || /\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** What Google documents for the Maps JavaScript API (content-security-policy guide, allowlist). */
const GOOGLE_MAPS: Directives = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    'blob:',
  ],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    '*.googleusercontent.com',
  ],
  'connect-src': [
    'https://*.googleapis.com',
    '*.google.com',
    'https://*.gstatic.com',
    'data:',
    'blob:',
  ],
  'frame-src': ['*.google.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'worker-src': ['blob:'],
};

/** Spec §2: the dashboard is `/dashboard/*` on every host (apps/web/src/app/dashboard-path.ts). */
export function isDashboardUrl(url: string): boolean {
  const path = pathOf(url);
  return path === '/dashboard' || path.startsWith('/dashboard/');
}

function withExtra(base: Directives, extra: Directives | undefined): Directives {
  if (!extra) return base;
  const merged = { ...base };
  for (const [name, sources] of Object.entries(extra))
    merged[name] = [...(base[name] ?? []), ...sources];
  return merged;
}

/** Which answers share one set of headers: helmet builds each set once, not per request. */
type AnswerKind = 'api' | 'docs' | 'dashboard' | 'page';
type Protocol = 'http' | 'https';

/**
 * The policy every HTML page of the app works under: its own files, the template's hashed inline
 * scripts, Google Maps only when a key is configured. Styles may be inline: MUI's emotion writes
 * its rules into `<style>` elements at run time, and the server paints boxes with style attributes.
 */
export function pagePolicyOf(
  config: Pick<Config, 'googleMapsBrowserKey' | 'marketingHosts'>,
  scriptHashes: string[],
) {
  const base: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: the QR code; blob: an upload's preview before it is sent.
    'img-src': ["'self'", 'data:', 'blob:'],
    // data: the build inlines the smallest @fontsource files (the font picker's previews).
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  const policy = withExtra(base, config.googleMapsBrowserKey ? GOOGLE_MAPS : undefined);
  const frameSrc = policy['frame-src'] ?? [];
  const marketingOrigins = config.marketingHosts.map((host) => `${host}:*`);
  return (kind: 'dashboard' | 'page', protocol: string): Directives => ({
    ...policy,
    // Only the dashboard frames other hosts: the menu editor's preview of a restaurant's site,
    // whose host name can be any the business owns.
    'frame-src':
      kind === 'dashboard' ? ["'self'", `${protocol}:`, ...frameSrc] : ["'self'", ...frameSrc],
    // The dashboard is never framed; a public page only by its own site and the dashboard's
    // preview on the platform's hosts.
    'frame-ancestors': kind === 'dashboard' ? ["'none'"] : ["'self'", ...marketingOrigins],
  });
}

/** JSON is never a document: it may load nothing and be framed by nothing. */
const API_POLICY: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };
/** Swagger UI (@fastify/swagger-ui) serves its own files, with inline styles and data: images. */
const DOCS_POLICY: Directives = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Feature use the app allows itself (helmet has no Permissions-Policy): the camera for scanning
 * gift-card codes later, on its own pages only; nothing else that can watch or charge a guest.
 */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), browsing-topics=()';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The URL without its query, sliced only when there is one. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function answerKindOf(url: string): AnswerKind {
  const path = pathOf(url);
  if (path.startsWith('/api/')) {
    return path === '/api/docs' || path.startsWith('/api/docs/') ? 'docs' : 'api';
  }
  if (path === '/api') return 'api';
  return isDashboardUrl(path) ? 'dashboard' : 'page';
}

/** A header set as helmet writes it, lowercase names: what helmet would set on a response. */
export type HeaderSet = Readonly<Record<string, string>>;

/**
 * The headers helmet's middleware writes for `options`, read once from a response that records
 * them: the set is the same for every request of its kind, so requests copy it in one call
 * instead of running a dozen middleware functions each.
 */
export function headerSetOf(options: HelmetOptions): HeaderSet {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    // X-Powered-By: Fastify never sends it.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  // helmet's middleware is synchronous: a set it did not finish would be a wrong set.
  if (!finished) throw new Error('helmet did not finish writing its headers synchronously');
  return Object.freeze(headers);
}

/**
 * Security headers on every answer, through helmet: a Content-Security-Policy for pages (hashes,
 * no inline script otherwise), a closed one for the JSON API, nosniff, a strict Referrer-Policy,
 * and HSTS only over HTTPS (the request's protocol: X-Forwarded-Proto when TRUST_PROXY is set), so
 * a plain-http development server never pins a browser to https. There are eight sets of headers
 * (four kinds of answer, two protocols); each is built by helmet once, on first use, and copied
 * onto a request's reply in one call: building one costs more than the whole answer of a hot
 * public read, and running helmet's middleware chain per request cost a seventh of it.
 */
export default fp(
  async (app: FastifyInstance) => {
    const pagePolicy = pagePolicyOf(app.config, inlineScriptHashesOf(readPageTemplate()));
    const sets = { http: {}, https: {} } as Record<
      Protocol,
      Partial<Record<AnswerKind, HeaderSet>>
    >;
    const headerSetFor = (kind: AnswerKind, protocol: Protocol): HeaderSet =>
      (sets[protocol][kind] ??= buildHeaderSet(kind, protocol));
    const buildHeaderSet = (kind: AnswerKind, protocol: Protocol): HeaderSet => {
      const directives =
        kind === 'docs' ? DOCS_POLICY : kind === 'api' ? API_POLICY : pagePolicy(kind, protocol);
      const options: HelmetOptions = {
        contentSecurityPolicy: { useDefaults: false, directives },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        // frame-ancestors decides; the old header cannot name the platform's hosts.
        xFrameOptions: kind === 'api' ? { action: 'deny' } : false,
        // Without includeSubDomains: a restaurant's own domain may have subdomains we do not serve.
        strictTransportSecurity:
          protocol === 'https' ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
      };
      const set = headerSetOf(options);
      // helmet has no Permissions-Policy; JSON needs none.
      return kind === 'api'
        ? set
        : Object.freeze({ ...set, 'permissions-policy': PERMISSIONS_POLICY });
    };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headerSetFor(answerKindOf(request.url), request.protocol));
      done();
    });
  },
  { name: 'security-headers' },
);
