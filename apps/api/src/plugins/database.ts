import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { createRestaurantCache } from '../modules/restaurants/restaurant-cache';

/**
 * Decorates `app.db` and `app.restaurantCache` (kept right by LISTEN on this database); closes the
 * database on shutdown when this app opened it.
 */
export default fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle; owned: boolean }) => {
    app.decorate('db', opts.handle.db);
    const restaurantCache = createRestaurantCache(opts.handle, app.clock, app.log);
    app.decorate('restaurantCache', restaurantCache);
    // Until LISTEN is up the cache reads through to the database, so starting never blocks on it.
    app.addHook('onReady', async () => {
      await restaurantCache.start();
    });
    app.addHook('onClose', async () => {
      await restaurantCache.stop();
      if (opts.owned) await opts.handle.close();
    });
  },
  { name: 'database' },
);
