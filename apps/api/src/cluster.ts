import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { type Config, ConfigError, loadConfig } from './config';
import { DatabaseOpenError, openDatabase } from './db/client';
import { seedDemoMedia } from './db/seed/demo-media';
import { seedDemo } from './db/seed/demo-seed';
import { installJobsSchema } from './modules/jobs/jobs-sql';
import { createStorage } from './ports/storage/create-storage';
import { AGGREGATING_WORKER_ENV, serveClusterMetrics } from './shared/cluster-metrics';
import { workerExecArgv } from './worker-node-flags';
import { RestartBackoff } from './worker-restarts';

/**
 * The production start: this primary prepares the database once, then runs several API
 * processes (server.ts) sharing one port, replaces one that dies and stops them all on SIGTERM.
 */

const SHUTDOWN_GRACE_MS = 15_000;

function log(message: string) {
  console.info(`[primary ${process.pid}] ${message}`);
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Several processes need PostgreSQL: the embedded database lives inside a single process. */
function workerCountOf(config: Config) {
  if (config.databaseUrl) return config.webConcurrency ?? availableParallelism();
  if ((config.webConcurrency ?? 1) > 1) {
    log(
      `WEB_CONCURRENCY=${config.webConcurrency} ignored: the embedded database (no DATABASE_URL) ` +
        'serves one process; set DATABASE_URL to run several',
    );
  }
  return 1;
}

/** Migrations and the demo data, before any worker starts, so workers never race to apply them. */
async function preparePostgres(config: Config, databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  try {
    // pg-boss's schema likewise (each worker would make or migrate it safely, but one by one).
    await installJobsSchema(database.db);
    if (!config.seedDemo) return;
    if (await seedDemo(database.db, { password: config.demoPassword })) log('demo data seeded');
    await seedDemoMedia(database.db, createStorage(config.storage));
  } finally {
    await database.close();
  }
}

async function runPrimary() {
  const config = loadConfigOrExit();
  const count = workerCountOf(config);
  // The embedded database belongs to its one worker, which migrates and seeds it as `npm start` does.
  const { databaseUrl } = config;
  if (databaseUrl) {
    // An unreachable database is one line, as in server.ts (decision 020).
    await preparePostgres(config, databaseUrl).catch((error: unknown) => {
      if (!(error instanceof DatabaseOpenError)) throw error;
      console.error(error.message);
      process.exit(1);
    });
  }

  let stopping = false;
  /** When each worker started listening: one that dies before then failed to start. */
  const listenedAt = new WeakMap<Worker, number>();
  const backoff = new RestartBackoff();
  // A scrape of /api/metrics reaches one worker; this primary sums every listening worker's.
  serveClusterMetrics(() =>
    Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && listenedAt.has(worker),
    ),
  );
  const fork = () => {
    // Once the primary has seeded, server.ts in each worker only checks migrations and listens.
    const env = { ...AGGREGATING_WORKER_ENV, ...(databaseUrl ? { SEED_DEMO: 'false' } : {}) };
    const worker = cluster.fork(env);
    worker.once('listening', () => listenedAt.set(worker, Date.now()));
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log('all workers stopped');
        process.exit();
      }
      return;
    }
    // Retrying a worker that could not start (port taken, database down) would only loop.
    const startedAt = listenedAt.get(worker);
    if (startedAt === undefined) {
      log(`worker ${worker.process.pid} failed to start (exit ${code}); stopping`);
      stopAll(1);
      return;
    }
    const delayMs = backoff.delayAfter(Date.now() - startedAt);
    const when = delayMs === 0 ? '' : ` in ${delayMs / 1000} s`;
    log(`worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another${when}`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delayMs);
  });

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    // Each worker finishes its in-flight requests and closes its pool (server.ts's shutdown).
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      log('workers took too long to stop; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGINT', () => stopAll(0));

  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  log(`starting ${count} API process${count === 1 ? '' : 'es'} on port ${config.port}`);
  for (let i = 0; i < count; i++) fork();
}

if (cluster.isPrimary) await runPrimary();
else await import('./server');
