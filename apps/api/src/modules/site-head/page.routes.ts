import type { FastifyPluginAsync } from 'fastify';
import { readManifest, readPageTemplate } from '../../plugins/web';
import { requireSite } from '../../shared/host-site';
import { findPageHead } from './page-head.service';
import { createPagePreloads, type ViteManifest } from './page-preloads';
import { compileTemplate, initialDataTagOf } from './page-template';
import { renderSiteHeadTags, runtimeConfigOf, siteIdentityOf } from './site-head.service';

/**
 * The web app's page for every other path, with the head tags set per host and page before any
 * script runs (title, description, canonical, Open Graph, JSON-LD: seo-head.ts). An unknown host
 * gets a clear "restaurant not found" page with status 404. The built files themselves are the
 * web plugin's (plugins/web.ts); this route is registered beside it.
 */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const template = readPageTemplate();
  const renderPage = compileTemplate(template);
  const runtimeConfig = runtimeConfigOf(app.config);
  const pagePreloadsOf = createPagePreloads(readManifest() as ViteManifest | undefined, template);

  app.get(
    '/*',
    { config: { public: true, hostSite: true }, schema: { hide: true } },
    async (request, reply) => {
      // A missing API route or a stale asset must not be answered with the app's HTML.
      if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
        return reply.callNotFound();
      }
      const site = requireSite(request.site);
      const found = await findPageHead(request.ctx, site, request.hostname, request.url);
      const { head, page } = found;
      const siteHead =
        renderSiteHeadTags(siteIdentityOf(site), runtimeConfig) +
        (page ? pagePreloadsOf(page) : '') +
        initialDataTagOf(found);
      return reply
        .status(site.kind === 'unknown' ? 404 : 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderPage(head, site.kind, siteHead));
    },
  );
};
