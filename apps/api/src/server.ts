import type { AddressInfo } from 'node:net';
import { type App, buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { DatabaseOpenError } from './db/client';
import { seedDemoMedia } from './db/seed/demo-media';
import { seedDemo } from './db/seed/demo-seed';
import { DEV_OUTBOX_PATH, isDevOutboxServed } from './ports/mail/dev-outbox.routes';

/** A bad setting or an unreachable database: said in plain words, without a stack trace. */
function exitOnStartupError(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DatabaseOpenError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** Listens, and on SIGTERM/SIGINT stops accepting, finishes in-flight requests and closes the database. */
async function main() {
  let config: Config;
  let app: App;
  try {
    config = loadConfig();
    app = await buildApp({ config });
  } catch (error) {
    exitOnStartupError(error);
  }
  if (config.seedDemo) {
    const seeded = await seedDemo(app.db, { password: config.demoPassword });
    if (seeded) app.log.info('demo data seeded');
    const illustrated = await seedDemoMedia(app.db, app.storage);
    if (illustrated.length > 0) app.log.info({ restaurants: illustrated }, 'demo pictures drawn');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Node closes idle keep-alive connections only once, when closing starts: a connection whose
    // in-flight request ends later stays open (keep-alive 72 s) and shutdown ends in the forced exit.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    try {
      await app.close();
      app.log.info('shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The port bound, which PORT=0 leaves to the system (the process tests read it here).
  const { port: boundPort } = app.server.address() as AddressInfo;
  const base = `http://localhost:${boundPort}`;
  const port = boundPort === 80 ? '' : `:${boundPort}`;
  console.info(
    [
      '',
      `Coperto is running on ${base}  (API docs: ${base}/api/docs)`,
      ...(config.seedDemo
        ? [
            `  Trattoria Demo       http://trattoria.localhost${port}/`,
            `  Pizzeria Demo        http://pizzeria.localhost${port}/`,
            `  Osteria Altro Gusto  http://osteria.localhost${port}/`,
            `  Logins (password "${config.demoPassword}"): owner@demo.test, manager@demo.test, staff@demo.test, admin@demo.test, owner2@demo.test`,
          ]
        : []),
      ...(isDevOutboxServed(config)
        ? [`  Mail the app sends (SMTP_URL unset) is kept, readable at ${base}${DEV_OUTBOX_PATH}`]
        : []),
      '',
    ].join('\n'),
  );
}

await main();
