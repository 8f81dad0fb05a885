import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase } from '../db/client';
import { installJobsSchema } from '../modules/jobs/jobs-sql';

/**
 * Databases made once per test run, which each test file copies instead of building its own:
 * creating and migrating an in-memory PGlite costs about 3 s of CPU, loading a dump of one about
 * 0.7 s; on PostgreSQL, `CREATE DATABASE … TEMPLATE` skips the migrations (decision 038).
 */
export type DatabaseTemplate = { pgliteDump: string } | { postgresDatabase: string };

/** Where one run keeps its templates: PGlite dumps in `folder`; on PostgreSQL, names ending in `id`. */
export interface TemplateRun {
  folder: string;
  id: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, empty database (the global setups). */
    migratedDatabase?: DatabaseTemplate;
    /** Where a test file may leave a template for the files after it (the browser tests). */
    templateRun?: TemplateRun;
  }
}

export async function startTemplateRun(): Promise<TemplateRun> {
  const folder = await mkdtemp(join(tmpdir(), 'coperto-test-templates-'));
  return { folder, id: randomBytes(4).toString('hex') };
}

/** Removes every template the run made, on PostgreSQL also those a test file made. */
export async function endTemplateRun(run: TemplateRun, serverUrl?: string) {
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`coperto\\_template\\_%\\_${run.id}`],
      );
      for (const { datname } of rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    } finally {
      await admin.end();
    }
  }
  await rm(run.folder, { recursive: true, force: true });
}

/**
 * A database migrated (or copied `from` a template), written to by `fill`, kept as a template:
 * a PGlite dump in the run's folder, or a database on the PostgreSQL server of `serverUrl`.
 */
export async function makeDatabaseTemplate(options: {
  name: string;
  run: TemplateRun;
  serverUrl?: string;
  from?: DatabaseTemplate;
  fill?: (db: Database) => Promise<void>;
}): Promise<DatabaseTemplate> {
  const { name, run, serverUrl, from, fill } = options;
  if (serverUrl) {
    const database = `coperto_template_${name}_${run.id}`;
    const copied = from && 'postgresDatabase' in from ? ` TEMPLATE ${from.postgresDatabase}` : '';
    await onServer(serverUrl, `CREATE DATABASE ${database}${copied}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, database) });
    try {
      // pg-boss's schema too, which each app would otherwise make at its start.
      await installJobsSchema(handle.db);
      await fill?.(handle.db);
    } finally {
      // A template must have no connection left for CREATE DATABASE to copy it.
      await handle.close();
    }
    return { postgresDatabase: database };
  }
  // PGlite itself, not openDatabase: the template is its dump, which the handle does not give.
  const loadDataDir =
    from && 'pgliteDump' in from ? new Blob([await readFile(from.pgliteDump)]) : undefined;
  const client = await PGlite.create(loadDataDir && { loadDataDir });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  await installJobsSchema(db);
  await fill?.(db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const path = join(run.folder, `${name}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  return { pgliteDump: path };
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
