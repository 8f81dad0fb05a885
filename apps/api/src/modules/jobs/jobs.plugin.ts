import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (modules/jobs): modules register their handlers here when the app is built. */
    jobs: JobRunner;
  }
}

/**
 * The app's job runner: started when the app is ready (pg-boss's schema, the queues, the
 * workers), stopped on close. Registered after the database and site plugins, so it stops before
 * the database closes and its handlers' context has the restaurant cache.
 */
export default fp(
  async (app: FastifyInstance, opts: JobRunnerOptions) => {
    const runner = createJobRunner(
      {
        db: app.db,
        config: app.config,
        clock: app.clock,
        mail: app.mail,
        storage: app.storage,
        payments: app.payments,
        restaurantCache: app.restaurantCache,
        log: app.log,
      },
      opts,
    );
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => {
      await runner.start();
    });
    app.addHook('onClose', async () => {
      await runner.stop();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
