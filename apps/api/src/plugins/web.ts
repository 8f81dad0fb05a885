import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveSite } from '../modules/restaurants/restaurants.service';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Serves the built React app for every non-API path, with the page title set per host before any
 * script runs. An unknown host gets a clear "restaurant not found" page with status 404.
 */
export default fp(
  async (app: FastifyInstance) => {
    const indexFile = `${webDist}/index.html`;
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        index: false,
        wildcard: false,
        immutable: true,
        maxAge: '365d',
      });
    }
    const template = built
      ? readFileSync(indexFile, 'utf8')
      : '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Coperto</title></head><body><p>Web app not built: run <code>npm run build</code>.</p></body></html>';

    app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.callNotFound();
      }
      const site = await resolveSite(app.db, app.config.marketingHosts, request.hostname);
      const title = site.kind === 'unknown' ? 'Ristorante non trovato · Coperto' : 'Coperto';
      const html = template.replace(/<title>.*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
      return reply
        .status(site.kind === 'unknown' ? 404 : 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  },
  { name: 'web', dependencies: ['database'] },
);
