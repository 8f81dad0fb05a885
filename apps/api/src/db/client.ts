import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withoutPassword } from '../config';
import { sendWaitingStatementOnBegin } from './settings-on-begin';

/**
 * Without drizzle's relational queries (`db.query.*`, unused): given the schema, drizzle builds a
 * query builder for every table at every transaction, about 8 % of what an order allocated
 * (decision 096).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * A live PostgreSQL `LISTEN` connection or PGlite's, for cross-process events. `onLost` is called
   * at most once if an established connection fails: what was heard since may be incomplete.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** `inMemory` may start `from` a PGlite dump (`dumpDataDir`), as tests copy one migrated database. */
export type DatabaseTarget =
  | { databaseUrl: string }
  | { dataDir: string }
  | { inMemory: true; from?: Blob };

/** `DATABASE_URL` when set, else PGlite's files under `DATA_DIR`. */
export function databaseTargetOf(config: {
  databaseUrl?: string;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { dataDir: `${config.dataDir}/pglite` };
}

/** The database could not be opened at start: `message` is one line, safe to print. */
export class DatabaseOpenError extends Error {}

/** Why a connection failed, in words, from the error's code (pg's or the socket's). */
const FAILURE_REASONS: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening there (is PostgreSQL running?)',
  ENOTFOUND: 'the host name is unknown',
  EAI_AGAIN: 'the host name could not be resolved',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  '28P01': 'the user name or password is wrong',
  '28000': 'the server refuses this user',
  '3D000': 'the database does not exist',
};

function codeOf(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

function openFailure(target: DatabaseTarget, error: unknown): DatabaseOpenError {
  const where =
    'databaseUrl' in target
      ? `the database at ${withoutPassword(target.databaseUrl)}`
      : 'dataDir' in target
        ? `the embedded database in ${target.dataDir}`
        : 'the in-memory database';
  const code = codeOf(error);
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const reason = (code && FAILURE_REASONS[code]) || message || code || 'unknown error';
  return new DatabaseOpenError(`Cannot open ${where}: ${reason}`, { cause: error });
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite, and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  let handle: Awaited<ReturnType<typeof openPglite>> | undefined;
  try {
    handle = 'databaseUrl' in target ? openPostgres(target.databaseUrl) : await openPglite(target);
    await handle.migrate();
  } catch (error) {
    await handle?.close().catch(() => {});
    throw openFailure(target, error);
  }
  return handle;
}

function openPostgres(url: string): DatabaseHandle & { migrate(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Its connections open a tenant's transaction in one round trip (decision 095).
  pool.on('connect', sendWaitingStatementOnBegin);
  // An idle connection the server ends (restart, admin kill, shutdown) is dropped by the pool and
  // replaced on the next query; with no listener, its 'error' would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    async listen(channel, onMessage, onLost) {
      // keepAlive: a peer gone silently is noticed, not trusted forever.
      const client = new pg.Client({ connectionString: url, keepAlive: true });
      let established = false;
      const lose = (error: Error) => {
        if (!established) return;
        established = false;
        onLost?.(error);
      };
      // Without an 'error' listener a dropped connection would crash the process.
      client.on('error', lose);
      client.on('end', () => lose(new Error(`LISTEN connection for ${channel} ended`)));
      client.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${channel}"`);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      established = true;
      return async () => {
        established = false;
        await client.end();
      };
    },
    close: () => pool.end(),
  };
}

async function openPglite(
  target: { dataDir: string } | { inMemory: true; from?: Blob },
): Promise<DatabaseHandle & { migrate(): Promise<void> }> {
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir);
  } else {
    client = await PGlite.create(target.from && { loadDataDir: target.from });
  }
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async listen(channel, onMessage) {
      return client.listen(channel, onMessage);
    },
    close: () => client.close(),
  };
}
