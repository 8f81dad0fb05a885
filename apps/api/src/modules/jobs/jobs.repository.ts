import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../../db/tenant-scope';
import type { JobData } from './job-data';
import { JOBS_SCHEMA } from './jobs-sql';

/**
 * The columns of pg-boss's job table this module reads. pg-boss owns and migrates the table; this
 * is not in db/schema, so drizzle-kit never makes a migration of it.
 */
const jobs = pgSchema(JOBS_SCHEMA).table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  data: jsonb('data').$type<JobData>(),
  state: text('state').notNull(),
  retry_count: integer('retry_count').notNull(),
  output: jsonb('output').$type<{ message?: unknown } | null>(),
  created_on: timestamp('created_on', { withTimezone: true }).notNull(),
  completed_on: timestamp('completed_on', { withTimezone: true }),
});

export interface FailedJob {
  id: string;
  name: string;
  payload: unknown;
  /** The last attempt's error message. */
  error: string;
  attempts: number;
  queuedAt: Date;
  failedAt: Date | null;
}

/** The business's jobs that failed after their last retry, newest first (kept 30 days). */
export async function findFailedJobs(
  tx: TenantTx,
  q: { name?: string; limit: number },
): Promise<FailedJob[]> {
  const conditions: (SQL | undefined)[] = [
    eq(jobs.state, 'failed'),
    // The explicit filter; row security on the table is the second wall (jobs-sql.ts).
    tx.scope === 'platform' ? undefined : sql`${jobs.data}->>'businessId' = ${String(tx.scope)}`,
    q.name === undefined ? undefined : eq(jobs.name, q.name),
  ];
  const rows = await tx
    .select()
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.completed_on))
    .limit(q.limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    payload: row.data?.payload,
    error: String(row.output?.message ?? 'unknown error'),
    attempts: row.retry_count + 1,
    queuedAt: row.created_on,
    failedAt: row.completed_on,
  }));
}
