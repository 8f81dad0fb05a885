import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';

export interface TestDatabase extends DatabaseHandle {
  /**
   * Another handle on this same database, as a second API process would open one: its own pool
   * and connections on PostgreSQL; on PGlite (one process, one database) this same client, which
   * closing the returned handle leaves open.
   */
  openAnother(): Promise<DatabaseHandle>;
}

/**
 * A database of the test file's own: in-memory PGlite by default, or a scratch database on the
 * PostgreSQL server of `DATABASE_URL` (created here, dropped on close).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ inMemory: true });
    return { ...handle, openAnother: async () => ({ ...handle, close: async () => {} }) };
  }
  const name = `coperto_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    openAnother: () => openDatabase({ databaseUrl: url.toString() }),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
