import { createHash, randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { TenantTx } from '../../db/tenant-scope';
import type { ServiceContext } from '../../shared/context';
import type { JobData } from './job-data';
import { type FailedJob, findFailedJobs } from './jobs.repository';
import { JOBS_SCHEMA, type JobsExecutor, jobsExecutorOfTx, rowsWrittenBy } from './jobs-sql';

export interface EnqueueOptions {
  /** Not before this time (the caller's clock, `ctx.clock`); now when absent. */
  runAt?: Date;
  /** Attempts after the first, overriding the handler's registered default. */
  retryLimit?: number;
  /**
   * At most one job per business, name and key while pg-boss keeps it (until 12 hours after it
   * completed; 30 days after it failed): enqueueing it again answers null and adds nothing.
   */
  singletonKey?: string;
}

/** A queue's name is the job's: letters, digits, dots, dashes, underscores. */
const JOB_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * Queues jobs without a connection of its own: every insert passes the caller's transaction as
 * pg-boss's per-call `db`, so this instance is never started and opens nothing.
 */
const sender = new PgBoss({
  schema: JOBS_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('jobs are sent through a transaction')),
  },
  supervise: false,
  schedule: false,
  migrate: false,
});

/** The job's id for a singleton key: the same business, name and key always make the same id. */
function singletonIdOf(businessId: number | null, name: string, key: string): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([businessId, name, key]))
    .digest('hex');
  // A UUID's layout, version 8 ("custom"), variant 10.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One job to queue: the name its handler was registered under, its payload, when and how. */
export interface JobToQueue<P = unknown> {
  name: string;
  payload: P;
  options?: EnqueueOptions;
}

/** pg-boss's row of a job, its id chosen here: a singleton's from its key, else a random one. */
function jobInsertOf(businessId: number | null, job: JobToQueue): PgBoss.JobInsert<JobData> {
  const { name, payload, options = {} } = job;
  if (!JOB_NAME.test(name)) throw new Error(`Invalid job name: ${JSON.stringify(name)}`);
  const { runAt, retryLimit, singletonKey } = options;
  if (retryLimit !== undefined && !(Number.isInteger(retryLimit) && retryLimit >= 0)) {
    throw new Error(`The retry limit of "${name}" is not a whole number >= 0: ${retryLimit}`);
  }
  return {
    id: singletonKey === undefined ? randomUUID() : singletonIdOf(businessId, name, singletonKey),
    name,
    data: { businessId, payload },
    ...(runAt ? { startAfter: runAt } : {}),
    ...(retryLimit !== undefined ? { retryLimit } : {}),
  };
}

/** pg-boss drops a job whose queue is missing; a queue is made only by registering a handler. */
async function assertHandlersRegistered(db: JobsExecutor, names: string[]) {
  const { rows } = await db.executeSql(
    `SELECT name FROM ${JOBS_SCHEMA}.queue WHERE name = ANY($1::text[])`,
    [names],
  );
  const known = new Set((rows as { name: string }[]).map((row) => row.name));
  const missing = names.find((name) => !known.has(name));
  if (missing !== undefined) {
    throw new Error(`No job handler was ever registered for "${missing}": nothing would run it`);
  }
}

/** Inserts pg-boss's rows in the transaction, in one statement; answers how many were added. */
async function insertJobs(tx: TenantTx, inserts: PgBoss.JobInsert[]): Promise<number> {
  const db = jobsExecutorOfTx(tx);
  let added = 0;
  // pg-boss's insert answers no ids; the statement's count of written rows says what it added.
  const counting: JobsExecutor = {
    executeSql: async (text, values) => {
      const result = await db.executeSql(text, values);
      added = rowsWrittenBy(result);
      return result;
    },
  };
  await sender.insert(inserts, { db: counting });
  // Fewer added than asked: singletons already kept, or a name without a handler (checked only
  // then, so a change that queues its jobs pays no statement for it).
  if (added < inserts.length) {
    await assertHandlersRegistered(db, [...new Set(inserts.map((job) => job.name))]);
  }
  return added;
}

const businessOf = (tx: TenantTx) => (tx.scope === 'platform' ? null : tx.scope);

/**
 * Queues background work inside the caller's tenant transaction: it commits with the change that
 * asked for it (an order and its confirmation email) or not at all. The job carries the
 * transaction's business; its handler runs its tenant work in that business.
 *
 * Answers the job's id, or null when `singletonKey` names a job already kept. Throws when no
 * handler for `name` was ever registered on this database (pg-boss would drop the job silently).
 */
export async function enqueueJob<P>(
  tx: TenantTx,
  name: string,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const job = jobInsertOf(businessOf(tx), { name, payload, options });
  return (await insertJobs(tx, [job])) === 1 ? job.id! : null;
}

/**
 * Several jobs as enqueueJob queues one, in one statement: a change that queues three emails
 * pays one round trip, not three (decision 085). Answers how many were added (a singleton already
 * kept is not); throws, as enqueueJob does, for a name no handler was registered for.
 */
export async function enqueueJobs(tx: TenantTx, jobs: JobToQueue[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const businessId = businessOf(tx);
  return insertJobs(
    tx,
    jobs.map((job) => jobInsertOf(businessId, job)),
  );
}

/**
 * Background work of the caller's business that failed for good (an invoice not sent, a
 * confirmation not mailed), newest first: for the screens that tell the owner.
 */
export function listFailedJobs(
  ctx: Pick<ServiceContext, 'asActor'>,
  q: { name?: string; limit?: number } = {},
): Promise<FailedJob[]> {
  return ctx.asActor((tx) => findFailedJobs(tx, { name: q.name, limit: q.limit ?? 50 }));
}
