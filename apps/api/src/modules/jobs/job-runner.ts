import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { systemAccess } from '../../db/system-access';
import { type BusinessScope, runAsTenant } from '../../db/tenant-scope';
import type { ServiceContext } from '../../shared/context';
import { type JobData, scopeOfJobData } from './job-data';
import {
  installJobsSchema,
  JOBS_SCHEMA,
  jobsExecutorOf,
  pgBossOptionsOf,
  saveQueue,
} from './jobs-sql';

/** What a handler gets: a service's context, in the business the job was queued for. */
export interface JobContext extends ServiceContext {
  /** The job's business: `asActor` runs in it, as a request's runs in its caller's. */
  scope: BusinessScope;
  job: {
    id: string;
    name: string /** 1 for the first run. */;
    attempt: number;
    retryLimit: number;
  };
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

export interface JobHandlerOptions {
  /** Attempts after the first (default 3): then the job is kept as failed. */
  retryLimit?: number;
  /** Seconds before the first retry (default 60); each next waits about twice as long. */
  retryDelaySeconds?: number;
  /** Doubling the wait between retries, with jitter (default true). */
  retryBackoff?: boolean;
  /** A run taking longer fails, and is retried (default 15 minutes). */
  timeoutSeconds?: number;
}

/** The app's pieces a job's context is made of. */
export type JobRunnerDeps = Pick<
  ServiceContext,
  'config' | 'clock' | 'mail' | 'storage' | 'payments' | 'restaurantCache' | 'log'
> & { db: Database };

export interface JobRunnerOptions {
  /** Poll for due jobs in the background (the server). Tests may leave it off and call `runDueJobs`. */
  workers: boolean;
  /** How often an idle queue asks for a due job (default 2 s). */
  pollingIntervalMs?: number;
  /** How long closing waits for running handlers (default 5 s); they fail and retry after. */
  stopTimeoutMs?: number;
}

export interface DueJobsRun {
  completed: number;
  failed: number;
}

export interface JobRunner {
  /**
   * Runs `handler` for jobs of this name, registered by the module that owns the work when the
   * app is built. Registered later (a test), its queue is made at once.
   */
  registerJobHandler<P>(
    name: string,
    handler: JobHandler<P>,
    options?: JobHandlerOptions,
  ): Promise<void>;
  /** Makes or migrates pg-boss's schema, the queues of the handlers, and starts the workers. */
  start(): Promise<void>;
  /** Stops polling and waits for running handlers; the database stays open. */
  stop(): Promise<void>;
  /**
   * Runs every job due now, including those due by the app's clock (a test's fake clock), and
   * any they queue that are due too, until none is left. For tests and one-off scripts.
   */
  runDueJobs(): Promise<DueJobsRun>;
}

interface Registration {
  handler: JobHandler<unknown>;
  queue: Required<JobHandlerOptions>;
}

const DEFAULTS: Required<JobHandlerOptions> = {
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  timeoutSeconds: 15 * 60,
};

/** Plain data pg-boss keeps as the failed attempt's output. */
function failureOf(error: unknown): object {
  return error instanceof Error ? error : { message: String(error) };
}

class JobTimeoutError extends Error {}

/**
 * The job's work, or a JobTimeoutError after `seconds`. A plain timer, cleared when the work ends:
 * aborting a promised sleep instead made an AbortError, stack and all, for every job.
 */
async function withinSeconds(work: Promise<void>, seconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new JobTimeoutError(`The job took longer than ${seconds} s`)),
      seconds * 1000,
    );
  });
  try {
    await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Jobs a worker takes at once. pg-boss's fetch sorts a queue's waiting jobs, so one job at a time
 * paid that sort for every job: with a backlog (two emails an order at 200 orders a second), the
 * fetches took more of PostgreSQL than the orders did (decision 095). Closing waits for a taken
 * batch to run, as for one job: a batch of emails runs in well under closing's 5 s.
 */
const WORKER_BATCH = 10;

/**
 * Background work on pg-boss, through our own database connection (PostgreSQL or PGlite). One
 * polling loop per queue, ours rather than pg-boss's `work()`, so that closing knows when the
 * last handler has ended and never leaves a query running on a closed database.
 */
export function createJobRunner(deps: JobRunnerDeps, options: JobRunnerOptions): JobRunner {
  const { db, log } = deps;
  const pollingIntervalMs = options.pollingIntervalMs ?? 2000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5000;
  const executor = jobsExecutorOf(db);
  const boss = new PgBoss(pgBossOptionsOf(executor, { supervise: options.workers }));
  boss.on('error', (error) => log.error({ err: error }, 'jobs: pg-boss error'));
  const registrations = new Map<string, Registration>();
  const loops: Promise<void>[] = [];
  const stopping = new AbortController();
  let state: 'new' | 'starting' | 'started' | 'stopped' = 'new';
  const system = systemAccess(db);
  const asTenant: ServiceContext['asTenant'] = (scope, work) => runAsTenant(db, scope, work);

  async function makeQueue(name: string, queue: Required<JobHandlerOptions>) {
    const settings: PgBoss.Queue = {
      name,
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: queue.retryBackoff,
      expireInSeconds: queue.timeoutSeconds,
    };
    await saveQueue(db, settings);
  }

  function contextOf(job: PgBoss.JobWithMetadata<JobData>): JobContext {
    const scope = scopeOfJobData(job.data);
    return {
      scope,
      job: {
        id: job.id,
        name: job.name,
        attempt: job.retryCount + 1,
        retryLimit: job.retryLimit,
      },
      asActor: (work) => runAsTenant(db, scope, work),
      asTenant,
      system,
      config: deps.config,
      clock: deps.clock,
      mail: deps.mail,
      storage: deps.storage,
      payments: deps.payments,
      restaurantCache: deps.restaurantCache,
      log: log.child({ job: { id: job.id, name: job.name } }),
      actor: null,
      ip: '',
      userAgent: `job ${job.name}`,
    };
  }

  /** One fetched job: its handler, then pg-boss told the outcome. */
  async function runJob(job: PgBoss.JobWithMetadata<JobData>): Promise<'completed' | 'failed'> {
    const registration = registrations.get(job.name)!;
    const ctx = contextOf(job);
    try {
      await withinSeconds(
        registration.handler(job.data.payload, ctx),
        Number(job.expireInSeconds) || registration.queue.timeoutSeconds,
      );
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      ctx.log[last ? 'error' : 'warn'](
        { err: error, attempt: ctx.job.attempt },
        last ? 'job failed, no retry left: kept as failed' : 'job failed, will retry',
      );
      await boss.fail(job.name, job.id, failureOf(error)).catch((failError: unknown) => {
        ctx.log.error({ err: failError }, 'jobs: could not record a failed job');
      });
      return 'failed';
    }
    // Not recorded (the database went away), the job expires and runs again: at least once.
    await boss.complete(job.name, job.id).catch((error: unknown) => {
      ctx.log.error({ err: error }, 'jobs: could not record a completed job');
    });
    return 'completed';
  }

  async function fetchDue(name: string, batchSize: number) {
    return boss.fetch<JobData>(name, { includeMetadata: true, batchSize });
  }

  async function work(name: string) {
    while (!stopping.signal.aborted) {
      let ran = false;
      try {
        // Fetched is taken: run them even when closing began meanwhile (closing waits for them).
        for (const job of await fetchDue(name, WORKER_BATCH)) {
          await runJob(job);
          ran = true;
        }
      } catch (error) {
        log.error({ err: error, queue: name }, 'jobs: polling failed');
      }
      if (!ran)
        await sleep(pollingIntervalMs, undefined, { signal: stopping.signal }).catch(() => {});
    }
  }

  function startWorker(name: string) {
    if (options.workers) loops.push(work(name));
  }

  /** Jobs due by the app's clock but not yet by the database's: due now (a test's fake clock). */
  async function bringForwardDueByClock() {
    await executor.executeSql(
      `UPDATE ${JOBS_SCHEMA}.job SET start_after = now()
       WHERE name = ANY($1::text[]) AND state < 'active'
         AND start_after > now() AND start_after <= $2::timestamptz`,
      [[...registrations.keys()], deps.clock.now().toISOString()],
    );
  }

  return {
    async registerJobHandler(name, handler, handlerOptions = {}) {
      if (registrations.has(name))
        throw new Error(`A job handler for "${name}" is already registered`);
      if (state === 'stopped') throw new Error('The job runner is stopped');
      const queue = { ...DEFAULTS, ...handlerOptions };
      registrations.set(name, { handler: handler as JobHandler<unknown>, queue });
      if (state !== 'started') return;
      await makeQueue(name, queue);
      startWorker(name);
    },

    async start() {
      if (state !== 'new') return;
      state = 'starting';
      // Made or migrated first, where a race with another process is retried; then only checked.
      await installJobsSchema(db);
      await boss.start();
      for (const [name, { queue }] of registrations) await makeQueue(name, queue);
      state = 'started';
      for (const name of registrations.keys()) startWorker(name);
    },

    async stop() {
      if (state === 'stopped') return;
      const wasStarted = state !== 'new';
      state = 'stopped';
      stopping.abort();
      if (loops.length > 0) {
        const timeout = new AbortController();
        const timedOut = await Promise.race([
          Promise.all(loops).then(() => false),
          sleep(stopTimeoutMs, true, { signal: timeout.signal }).catch(() => false),
        ]);
        timeout.abort();
        if (timedOut) log.warn('jobs: handlers still running at close; their jobs will retry');
      }
      if (wasStarted) await boss.stop({ graceful: false });
    },

    async runDueJobs() {
      const run: DueJobsRun = { completed: 0, failed: 0 };
      // A handler may queue more due work; a job failing without delay is retried until its last.
      for (let round = 0; round < 1000; round++) {
        await bringForwardDueByClock();
        let ran = 0;
        for (const name of registrations.keys()) {
          for (const job of await fetchDue(name, 50)) {
            run[await runJob(job)]++;
            ran++;
          }
        }
        if (ran === 0) break;
      }
      return run;
    },
  };
}
