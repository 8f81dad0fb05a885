import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const webAssets = `${webDist}/assets/`;
// Vite fingerprints everything under /assets: a changed file gets a new name.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Other files (favicon …) keep their names across releases: cache briefly, then revalidate.
const REVALIDATE = 'public, max-age=3600, must-revalidate';
/** When the web app is not built: still a page with every head tag, so the head can be checked. */
export const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Coperto</title></head><body><p>Web app not built: run <code>npm run build</code>.</p></body></html>';

/** The built index.html, or the fallback page when the web app is not built. */
export function readPageTemplate(): string {
  const indexFile = `${webDist}/index.html`;
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE;
}

/**
 * The build's manifest, parsed, when the web app is built: which chunks a page needs. Its shape is
 * the page preloads' business (modules/site-head/page-preloads.ts).
 */
export function readManifest(): unknown {
  const file = `${webDist}/.vite/manifest.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
}

/**
 * Serves the built React app's files. Every other path gets the app's page with its head tags,
 * which is the site-head module's route (modules/site-head/page.routes.ts): rendering a page
 * needs sites, menus and SEO, which infrastructure does not know.
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
          // /index.html goes through the page route, so it too gets this host's head tags;
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
  },
  { name: 'web' },
);
