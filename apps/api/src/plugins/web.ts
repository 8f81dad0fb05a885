import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INITIAL_DATA_ELEMENT_ID, type PageInitialData } from '@coperto/shared/site/initial-data';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml, scriptSafeJson } from '../modules/site-head/html-escape';
import { type FoundPage, findPageHead } from '../modules/site-head/page-head.service';
import { createPagePreloads, type ViteManifest } from '../modules/site-head/page-preloads';
import type { PageHead } from '../modules/site-head/seo-head';
import {
  type HostSite,
  renderSiteHeadTags,
  runtimeConfigOf,
  siteIdentityOf,
} from '../modules/site-head/site-head.service';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const webAssets = `${webDist}/assets/`;
// Vite fingerprints everything under /assets: a changed file gets a new name.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Other files (favicon …) keep their names across releases: cache briefly, then revalidate.
const REVALIDATE = 'public, max-age=3600, must-revalidate';
/** When the web app is not built: still a page with every head tag, so the head can be checked. */
export const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Coperto</title></head><body><p>Web app not built: run <code>npm run build</code>.</p></body></html>';

/** The restaurant (and a menu page's menus) as the web app's first render reads them. */
export function initialDataTagOf({ site, menus }: FoundPage): string {
  if (site.kind !== 'restaurant') return '';
  const data: PageInitialData = { restaurant: site.restaurant, ...(menus && { menus }) };
  return `    <script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(data)}</script>\n`;
}

/** The built index.html, or the fallback page when the web app is not built. */
export function readPageTemplate(): string {
  const indexFile = `${webDist}/index.html`;
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE;
}

function readManifest(): ViteManifest | undefined {
  const file = `${webDist}/.vite/manifest.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : undefined;
}

/**
 * The page template, cut once where each request's parts go: `<html lang>`, the page's own tags
 * where the template's title was (before its scripts), the host's at the end of the head. What the
 * server sets per host and page (title, description, icon, theme colour) is taken out.
 */
export function compileTemplate(template: string) {
  const descriptionTag = /<meta\s+name="description"[^>]*>/.exec(template)?.[0];
  const stripped = template
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/\s*<link\s+rel="icon"[^>]*>/g, '')
    .replace(/\s*<meta\s+name="theme-color"[^>]*>/g, '');
  const html = /<html\b([^>]*)>/.exec(stripped);
  const headEnd = stripped.indexOf('</head>');
  if (!html || headEnd < html.index) throw new Error('The web template has no <html> and </head>');
  const title = /\s*<title>[\s\S]*?<\/title>/.exec(stripped);
  const pageTagsAt = title?.index ?? headEnd;
  const beforeHtml = stripped.slice(0, html.index);
  const htmlAttributes = (html[1] ?? '').replace(/\s+lang="[^"]*"/, '');
  const headStart = stripped.slice(html.index + html[0].length, pageTagsAt);
  const headRest = stripped
    .slice(title ? title.index + title[0].length : headEnd, headEnd)
    .trimEnd();
  const fromHeadEnd = stripped.slice(headEnd);
  // The first paint goes before #root, not in it: the app's first render does not remove it
  // but covers it (index.html's styles put the hero underneath), so the photo stays on screen
  // until the app shows the same one, however early the app renders.
  const root = /<div id="root">/.exec(fromHeadEnd);
  const bodyWith = (firstPaint: string | undefined) => {
    if (!firstPaint || !root) return fromHeadEnd;
    return `${fromHeadEnd.slice(0, root.index)}${firstPaint}\n    ${fromHeadEnd.slice(root.index)}`;
  };

  /** `siteHead`: the host's icons, manifest, theme colour and runtime config (site-head.service.ts). */
  return (head: PageHead, site: HostSite['kind'], siteHead: string) => {
    const tags = [
      `<title>${escapeHtml(head.title)}</title>`,
      head.description === undefined
        ? descriptionTag
        : `<meta name="description" content="${escapeHtml(head.description)}" />`,
      // Tells the web app which site it is on (apps/web/src/app/site-kind.ts).
      `<meta name="coperto-site" content="${site}" />`,
      ...head.tags,
    ];
    const pageTags = tags
      .filter(Boolean)
      .map((tag) => `\n    ${tag}`)
      .join('');
    return `${beforeHtml}<html lang="${escapeHtml(head.lang)}"${htmlAttributes}>${headStart}${pageTags}${headRest}\n${siteHead}  ${bodyWith(head.firstPaint)}`;
  };
}

/**
 * Serves the built React app for every non-API path, with the head tags set per host and page
 * before any script runs (title, description, canonical, Open Graph, JSON-LD: seo-head.ts). An
 * unknown host gets a clear "restaurant not found" page with status 404.
 */
export default fp(
  async (app: FastifyInstance) => {
    const built = existsSync(`${webDist}/index.html`);
    if (built) {
      // A child scope, so that only the static files' routes are marked public.
      await app.register(async (files) => {
        files.addHook('onRoute', (route) => {
          route.config = { ...route.config, public: true };
        });
        await files.register(fastifyStatic, {
          root: webDist,
          prefix: '/',
          index: false,
          wildcard: false,
          // /index.html goes through the handler below, so it too gets this host's head tags;
          // the build's manifest is for this server only.
          globIgnore: ['index.html', '.vite/**'],
          // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
          preCompressed: true,
          cacheControl: false,
          setHeaders: (reply, path) => {
            reply.header('cache-control', path.startsWith(webAssets) ? IMMUTABLE : REVALIDATE);
          },
        });
      });
    }
    const template = readPageTemplate();
    const renderPage = compileTemplate(template);
    const runtimeConfig = runtimeConfigOf(app.config);
    const pagePreloadsOf = createPagePreloads(built ? readManifest() : undefined, template);

    app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      // A missing API route or a stale asset must not be answered with the app's HTML.
      if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
        return reply.callNotFound();
      }
      const found = await findPageHead(request.ctx, request.hostname, request.url);
      const { site, head, page } = found;
      const siteHead =
        renderSiteHeadTags(siteIdentityOf(site), runtimeConfig) +
        (page ? pagePreloadsOf(page) : '') +
        initialDataTagOf(found);
      return reply
        .status(site.kind === 'unknown' ? 404 : 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderPage(head, site.kind, siteHead));
    });
  },
  { name: 'web', dependencies: ['database'] },
);
