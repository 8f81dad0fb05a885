import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/tenant-scope';

/** pg-boss's own schema: its tables, made and migrated by pg-boss itself, never by drizzle-kit. */
export const JOBS_SCHEMA = 'pgboss';

/** The role tenant transactions run as (migration 0001): it enqueues and reads its failed jobs. */
const APP_ROLE = 'coperto_app';

/** What pg-boss calls to run its SQL (its `db` option): our connection instead of a pool of its own. */
export type JobsExecutor = PgBoss.Db;

/** What a statement answers: pg's result has `rowCount`, PGlite's `affectedRows`. */
type SqlResult = { rows: unknown[]; rowCount?: number | null; affectedRows?: number };

/** The rows a statement run through a JobsExecutor inserted, updated or deleted. */
export function rowsWrittenBy(result: SqlResult): number {
  return result.rowCount ?? result.affectedRows ?? 0;
}

/**
 * Names for pg-boss's statements, by text. Named, PostgreSQL parses and plans each once per
 * connection instead of at every call: unnamed, planning its fetch, insert and complete took about
 * 0.7 ms of the server an order at 200 orders a second (decision 095). Bounded: pg-boss writes a
 * few dozen texts; past the bound a text runs unnamed, as before.
 */
const statementNames = new Map<string, string>();
const NAMED_STATEMENTS_MAX = 200;

function statementNameOf(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known !== undefined || statementNames.size >= NAMED_STATEMENTS_MAX) return known;
  const name = `pgboss_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  statementNames.set(text, name);
  return name;
}

function runOnSession(db: Database | Tx, text: string, values: unknown[]): Promise<SqlResult> {
  // Drizzle's own session, with pg-boss's text and positional values as they are: on PostgreSQL
  // the pool (or the transaction's client), on PGlite the database (or its transaction).
  return db._.session
    .prepareQuery({ sql: text, params: values }, undefined, statementNameOf(text), false)
    .execute() as Promise<SqlResult>;
}

interface PgliteClient {
  exec(text: string): Promise<SqlResult[]>;
  transaction<T>(
    work: (tx: { exec(text: string): Promise<SqlResult[]> }) => Promise<T>,
  ): Promise<T>;
}

interface PoolClient {
  query(text: string): Promise<SqlResult | SqlResult[]>;
  release(destroy?: Error | boolean): void;
}

/** The driver's client behind a drizzle database: PGlite's, or PostgreSQL's pool. */
function clientOf(
  db: Database,
): { pglite: PgliteClient } | { pool: { connect(): Promise<PoolClient> } } {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  return typeof client.exec === 'function'
    ? { pglite: client as unknown as PgliteClient }
    : { pool: client as unknown as { connect(): Promise<PoolClient> } };
}

/** pg-boss's multi-statement texts are `BEGIN; …; COMMIT;` (its `locked`) or a single block. */
const WRAPPED_IN_A_TRANSACTION = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/**
 * Several statements in one text, without parameters. A failure inside its BEGIN would leave the
 * connection in an aborted transaction: on PGlite, the one connection of the whole app, so the
 * block runs in a PGlite transaction that rolls back; on PostgreSQL, a pooled connection, which
 * is destroyed rather than handed to the next query.
 */
async function runScript(db: Database, text: string): Promise<SqlResult> {
  const client = clientOf(db);
  const last = (results: SqlResult | SqlResult[]) =>
    (Array.isArray(results) ? results[results.length - 1] : results) ?? { rows: [] };
  if ('pglite' in client) {
    const block = WRAPPED_IN_A_TRANSACTION.exec(text);
    if (!block) return last(await client.pglite.exec(text));
    return client.pglite.transaction(async (tx) => last(await tx.exec(block[1]!)));
  }
  const connection = await client.pool.connect();
  try {
    const result = last(await connection.query(text));
    connection.release();
    return result;
  } catch (error) {
    connection.release(error instanceof Error ? error : true);
    throw error;
  }
}

/**
 * pg-boss's SQL on our database: statements with parameters through drizzle's session (its pool
 * on PostgreSQL), parameterless texts of several statements (schema creation, maintenance) as
 * scripts, which PGlite runs only through `exec`.
 */
export function jobsExecutorOf(db: Database): JobsExecutor {
  return {
    executeSql: (text, values) =>
      values && values.length > 0 ? runOnSession(db, text, values) : runScript(db, text),
  };
}

/** pg-boss's SQL inside a caller's transaction: a job sent here commits or rolls back with it. */
export function jobsExecutorOfTx(tx: Tx): JobsExecutor {
  return { executeSql: (text, values) => runOnSession(tx, text, values ?? []) };
}

/**
 * What the tenant role needs on pg-boss's schema, granted idempotently after pg-boss made it:
 * send a job (INSERT, reading the queue's settings) and read its business's jobs back (SELECT).
 * Row Level Security on the jobs table is the second wall, as on every tenant table: a tenant
 * transaction sends and sees only jobs whose payload names its own business (`businessId`).
 * pg-boss itself connects as the owner, which row security does not restrict.
 * Checked before changing anything, so that a start finding all in place changes nothing. Several
 * processes starting at once take turns on a lock of pg-boss's version table: a table lock, unlike
 * an advisory one, also makes the next in turn read the catalog as the last one left it.
 */
const GRANT_TO_APP_ROLE = `
BEGIN;
LOCK TABLE ${JOBS_SCHEMA}.version IN SHARE ROW EXCLUSIVE MODE;
DO $$
BEGIN
  IF NOT has_schema_privilege('${APP_ROLE}', '${JOBS_SCHEMA}', 'USAGE') THEN
    GRANT USAGE ON SCHEMA ${JOBS_SCHEMA} TO ${APP_ROLE};
  END IF;
  IF NOT has_table_privilege('${APP_ROLE}', '${JOBS_SCHEMA}.queue', 'SELECT') THEN
    GRANT SELECT ON ${JOBS_SCHEMA}.queue TO ${APP_ROLE};
  END IF;
  IF NOT has_table_privilege('${APP_ROLE}', '${JOBS_SCHEMA}.job', 'INSERT')
    OR NOT has_table_privilege('${APP_ROLE}', '${JOBS_SCHEMA}.job', 'SELECT') THEN
    GRANT SELECT, INSERT ON ${JOBS_SCHEMA}.job TO ${APP_ROLE};
  END IF;
  IF NOT (SELECT relrowsecurity FROM pg_class WHERE oid = '${JOBS_SCHEMA}.job'::regclass) THEN
    ALTER TABLE ${JOBS_SCHEMA}.job ENABLE ROW LEVEL SECURITY;
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM pg_policies
    WHERE schemaname = '${JOBS_SCHEMA}' AND tablename = 'job' AND policyname = 'tenant_isolation'
  ) THEN
    CREATE POLICY tenant_isolation ON ${JOBS_SCHEMA}.job
      USING (current_setting('app.is_admin', true) = 'true'
        OR data->>'businessId' = nullif(current_setting('app.business_id', true), ''))
      WITH CHECK (current_setting('app.is_admin', true) = 'true'
        OR data->>'businessId' = nullif(current_setting('app.business_id', true), ''));
  END IF;
END $$;
COMMIT;
`;

async function grantJobsToAppRole(executor: JobsExecutor): Promise<void> {
  await executor.executeSql(GRANT_TO_APP_ROLE, []);
}

/** pg-boss's options for our use: its schema, no pool of its own, archiving of failed jobs late. */
export function pgBossOptionsOf(
  executor: JobsExecutor,
  options: { supervise: boolean },
): PgBoss.ConstructorOptions {
  return {
    db: executor,
    schema: JOBS_SCHEMA,
    migrate: true,
    // Maintenance (expiring jobs stuck in a dead process, archiving) only where workers run.
    supervise: options.supervise,
    // Cron schedules are not used yet: their timers and polling stay off until a job needs them.
    schedule: false,
    // A failed job stays in the job table, listable by its business, for 30 days.
    archiveFailedAfterSeconds: 30 * 24 * 60 * 60,
  };
}

/**
 * Makes a queue, or gives an existing one these settings. pg-boss 10's `create_queue` run by two
 * processes at once deadlocks on PostgreSQL (each adds a partition with foreign keys to the queue
 * table): a transaction lock takes the processes one by one, and pg-boss runs its SQL in that
 * transaction through a per-call instance that is never started.
 */
export async function saveQueue(db: Database, queue: PgBoss.Queue): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('coperto.jobs.queues'))`);
    const boss = new PgBoss(pgBossOptionsOf(jobsExecutorOfTx(tx), { supervise: false }));
    await boss.createQueue(queue.name, queue);
    // A queue made by an earlier start keeps its settings until told the new ones.
    await boss.updateQueue(queue.name, queue);
  });
}

/** One run of pg-boss's own installer: creates its schema, or migrates it to this version. */
async function runPgBossInstaller(executor: JobsExecutor): Promise<void> {
  const boss = new PgBoss(pgBossOptionsOf(executor, { supervise: false }));
  let failure: unknown;
  boss.on('error', (error) => {
    failure ??= error;
  });
  await boss.start();
  await boss.stop({ graceful: false });
  if (failure) throw failure;
}

/**
 * pg-boss's schema, created or migrated by pg-boss itself, and the tenant role's grants on it.
 * Idempotent: run at every start, and once before the workers by the production primary and the
 * tests' template database. pg-boss takes an advisory lock to create its schema, yet two
 * processes creating it at once on PostgreSQL can still fail on `CREATE SCHEMA IF NOT EXISTS`
 * (a duplicate key in pg_namespace, which pg-boss does not expect): the loser tries again and
 * finds the schema made.
 */
export async function installJobsSchema(db: Database): Promise<void> {
  const executor = jobsExecutorOf(db);
  for (let attempt = 1; ; attempt++) {
    try {
      await runPgBossInstaller(executor);
      await grantJobsToAppRole(executor);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
