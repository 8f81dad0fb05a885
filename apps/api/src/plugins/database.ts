import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';

/** Decorates `app.db`; closes the database on shutdown when this app opened it. */
export default fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle; owned: boolean }) => {
    app.decorate('db', opts.handle.db);
    app.addHook('onClose', async () => {
      if (opts.owned) await opts.handle.close();
    });
  },
  { name: 'database' },
);
