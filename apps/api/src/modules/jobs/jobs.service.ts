import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { TenantTx } from '../../db/tenant-scope';
import type { ServiceContext } from '../../shared/context';
import type { JobData } from './job-data';
import { type FailedJob, findFailedJobs } from './jobs.repository';
import { JOBS_SCHEMA, jobsExecutorOfTx } from './jobs-sql';

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
 * Sends jobs without a connection of its own: every send passes the caller's transaction as
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
  if (!JOB_NAME.test(name)) throw new Error(`Invalid job name: ${JSON.stringify(name)}`);
  const businessId = tx.scope === 'platform' ? null : tx.scope;
  const data: JobData<P> = { businessId, payload };
  const db = jobsExecutorOfTx(tx);
  const id = await sender.send(name, data, {
    db,
    ...(options.runAt ? { startAfter: options.runAt } : {}),
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
    ...(options.singletonKey !== undefined
      ? { id: singletonIdOf(businessId, name, options.singletonKey) }
      : {}),
  });
  if (id !== null) return id;
  const { rows } = await db.executeSql(`SELECT 1 FROM ${JOBS_SCHEMA}.queue WHERE name = $1`, [
    name,
  ]);
  if (rows.length === 0) {
    throw new Error(`No job handler was ever registered for "${name}": nothing would run it`);
  }
  return null;
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
