import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase } from '../db/client';
import * as schema from '../db/schema/index';

/**
 * A database made once per test run, which each test file copies instead of building its own:
 * creating and migrating an in-memory PGlite costs about 3 s of CPU, loading a dump of one about
 * 0.7 s; on PostgreSQL, `CREATE DATABASE … TEMPLATE` skips the migrations (decision 038).
 */
export type DatabaseTemplate = { pgliteDump: string } | { postgresDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, empty database (apps/api/src/test/global-setup.ts). */
    migratedDatabase?: DatabaseTemplate;
  }
}

/**
 * Migrates a new database, lets `fill` write to it, and keeps it as a template: a PGlite dump in
 * `folder`, or a database on the PostgreSQL server of `serverUrl`. `remove` deletes it.
 */
export async function makeDatabaseTemplate(options: {
  name: string;
  folder: string;
  serverUrl?: string;
  fill?: (db: Database) => Promise<void>;
}): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  const { name, folder, serverUrl, fill } = options;
  if (serverUrl) {
    const database = `coperto_template_${name}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${database}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, database) });
    try {
      await fill?.(handle.db);
    } finally {
      // A template must have no connection left for CREATE DATABASE to copy it.
      await handle.close();
    }
    return {
      template: { postgresDatabase: database },
      remove: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    };
  }
  // PGlite itself, not openDatabase: the template is its dump, which the handle does not give.
  const client = await PGlite.create();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await fill?.(db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const path = join(folder, `${name}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  return { template: { pgliteDump: path }, remove: () => rm(path, { force: true }) };
}

/** `serverUrl` with its database replaced by `database`. */
export function databaseUrlOf(serverUrl: string, database: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on the server's own database (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
