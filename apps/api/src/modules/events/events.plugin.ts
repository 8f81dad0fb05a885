import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client';
import { runAsTenant, type TenantTx } from '../../db/tenant-scope';
import { findEventsByIds } from './events.repository';
import { eventsRoutes } from './events.routes';
import { LiveEventHub } from './live-event-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one LISTEN on `live_events`, fanned out to its open streams (decision 043). */
    liveEvents: LiveEventHub;
  }
}

export interface EventsPluginOptions {
  handle: DatabaseHandle;
  /** The restaurants module's finder, handed over by app.ts: `events` calls no module. */
  findRestaurant(tx: TenantTx, restaurantId: number): Promise<unknown>;
  heartbeatMs?: number;
}

/**
 * Live updates (DESIGN.md §10): the hub and `GET /api/events`. Register after the auth, tenant
 * and metrics plugins, like any route. Before Fastify closes the server every stream is ended
 * (an open stream would keep its connection busy, and `app.close()` waiting on it); the LISTEN
 * connection goes before the database closes.
 */
export default fp(
  async (app: FastifyInstance, opts: EventsPluginOptions) => {
    const { handle } = opts;
    const hub = new LiveEventHub({
      listen: (channel, onMessage, onLost) => handle.listen(channel, onMessage, onLost),
      load: (businessId, ids) =>
        runAsTenant(handle.db, businessId, (tx) => findEventsByIds(tx, { businessId, ids })),
      log: app.log,
    });
    app.decorate('liveEvents', hub);
    app.addHook('preClose', async () => {
      await hub.close();
    });
    await app.register(eventsRoutes, {
      prefix: '/api',
      hub,
      findRestaurant: opts.findRestaurant,
      heartbeatMs: opts.heartbeatMs,
    });
  },
  { name: 'events', dependencies: ['database', 'auth'] },
);
