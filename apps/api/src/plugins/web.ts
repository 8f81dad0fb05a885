import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { findPublicRestaurantById } from '../modules/restaurants/restaurants.repository';
import { resolveSite, type Site } from '../modules/restaurants/restaurants.service';
import {
  findSiteIdentity,
  renderSiteHeadTags,
  runtimeConfigOf,
} from '../modules/site-head/site-head.service';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const webAssets = `${webDist}/assets/`;
const NOT_FOUND_TITLE = 'Ristorante non trovato · Coperto';
// Vite fingerprints everything under /assets: a changed file gets a new name.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Other files (favicon …) keep their names across releases: cache briefly, then revalidate.
const REVALIDATE = 'public, max-age=3600, must-revalidate';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface HeadTags {
  title: string;
  /** Replaces the template's description when set. */
  description?: string;
  /** Tells the web app which site it is on (apps/web/src/app/site-kind.ts). */
  site: Site['kind'];
}

async function headTagsFor(db: Database, site: Site): Promise<HeadTags> {
  if (site.kind === 'unknown') return { title: NOT_FOUND_TITLE, site: 'unknown' };
  if (site.kind === 'marketing') return { title: 'Coperto', site: 'marketing' };
  const restaurant = await findPublicRestaurantById(db, site.restaurantId);
  if (!restaurant) return { title: NOT_FOUND_TITLE, site: 'unknown' };
  return {
    title: restaurant.name,
    description: restaurant.description.trim() || undefined,
    site: 'restaurant',
  };
}

/** `siteHead`: the host's icons, manifest, theme colour and runtime config (site-head.service.ts). */
function renderIndexHtml(template: string, head: HeadTags, siteHead: string) {
  let html = template.replace(
    /<title>[\s\S]*?<\/title>/,
    `<title>${escapeHtml(head.title)}</title>`,
  );
  if (head.description !== undefined) {
    html = html.replace(
      /<meta\s+name="description"[^>]*>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  }
  // The template's own icon and theme colour are Coperto's: the host's replace them.
  html = html
    .replace(/\s*<link\s+rel="icon"[^>]*>/g, '')
    .replace(/\s*<meta\s+name="theme-color"[^>]*>/g, '');
  return html.replace(
    '</head>',
    `${siteHead}  <meta name="coperto-site" content="${escapeHtml(head.site)}" />\n  </head>`,
  );
}

/**
 * Serves the built React app for every non-API path, with the head tags set per host before any
 * script runs. An unknown host gets a clear "restaurant not found" page with status 404.
 */
export default fp(
  async (app: FastifyInstance) => {
    const indexFile = `${webDist}/index.html`;
    const built = existsSync(indexFile);
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
          // /index.html goes through the handler below, so it too gets this host's head tags.
          globIgnore: ['index.html'],
          cacheControl: false,
          setHeaders: (reply, path) => {
            reply.header('cache-control', path.startsWith(webAssets) ? IMMUTABLE : REVALIDATE);
          },
        });
      });
    }
    const template = built
      ? readFileSync(indexFile, 'utf8')
      : '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Coperto</title></head><body><p>Web app not built: run <code>npm run build</code>.</p></body></html>';

    app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      // A missing API route or a stale asset must not be answered with the app's HTML.
      if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
        return reply.callNotFound();
      }
      const site = await resolveSite(app.db, app.config.marketingHosts, request.hostname);
      const head = await headTagsFor(app.db, site);
      const identity = await findSiteIdentity(request.ctx, request.hostname);
      const siteHead = renderSiteHeadTags(identity, runtimeConfigOf(app.config));
      return reply
        .status(head.site === 'unknown' ? 404 : 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderIndexHtml(template, head, siteHead));
    });
  },
  { name: 'web', dependencies: ['database'] },
);
