import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client';
import { createRestaurantCache, type RestaurantCache } from './restaurant-cache';
import { resolveSite } from './sites.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public restaurants by host name, kept right by LISTEN on this database (restaurant-cache.ts). */
    restaurantCache: RestaurantCache;
  }
}

/**
 * Site resolution for the app (DESIGN.md §4.3): builds the restaurant cache on this database
 * (registered after the database plugin, so it stops listening before the database closes), and
 * resolves a request's host into `request.site` once, before the handler, on the routes whose
 * options say `hostSite: true`. Other routes get no hook at all, so they pay nothing.
 */
export default fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle }) => {
    const restaurantCache = createRestaurantCache(opts.handle, app.clock, app.log);
    app.decorate('restaurantCache', restaurantCache);
    app.decorateRequest('site', null);
    // Until LISTEN is up the cache reads through to the database, so starting never blocks on it.
    app.addHook('onReady', async () => {
      await restaurantCache.start();
    });
    app.addHook('onClose', async () => {
      await restaurantCache.stop();
    });

    const deps = { config: app.config, restaurantCache };
    const resolveHostSite: onRequestAsyncHookHandler = async (request) => {
      request.site = await resolveSite(deps, request.hostname);
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.hostSite !== true) return;
      const own = route.onRequest;
      route.onRequest = [...(own ? [own].flat() : []), resolveHostSite];
    });
  },
  { name: 'site', dependencies: ['database'] },
);
