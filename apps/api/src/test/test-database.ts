import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { type DatabaseTemplate, databaseUrlOf, onServer } from './database-template';

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
 * PostgreSQL server of `DATABASE_URL` (created here, dropped on close). It starts as a copy of
 * `template` (by default the run's migrated database, when the global setup made one); opening
 * it applies any migration the copy lacks.
 */
export async function openTestDatabase(
  template: DatabaseTemplate | undefined = inject('migratedDatabase'),
): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const from =
      template && 'pgliteDump' in template
        ? new Blob([await readFile(template.pgliteDump)])
        : undefined;
    const handle = await openDatabase({ inMemory: true, from });
    return { ...handle, openAnother: async () => ({ ...handle, close: async () => {} }) };
  }
  const name = `coperto_test_${randomBytes(6).toString('hex')}`;
  const copied =
    template && 'postgresDatabase' in template ? ` TEMPLATE ${template.postgresDatabase}` : '';
  await onServer(serverUrl, `CREATE DATABASE ${name}${copied}`);
  const url = databaseUrlOf(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  return {
    ...handle,
    openAnother: () => openDatabase({ databaseUrl: url }),
    async close() {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
