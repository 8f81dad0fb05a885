import { readdirSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder } from '../db/client';
import {
  endTemplateRun,
  makeDatabaseTemplate,
  startTemplateRun,
  type TemplateRun,
} from './database-template';
import { openTestDatabase, type TestDatabase } from './test-database';

const serverUrl = process.env.DATABASE_URL;
const opened: TestDatabase[] = [];
let run: TemplateRun | undefined;

afterAll(async () => {
  for (const database of opened) await database.close();
  if (run) await endTemplateRun(run, serverUrl);
});

async function rowsOf(db: Database, query: SQL) {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

describe('database templates (decision 038)', () => {
  it('gives each opener its own copy of the template, migrated, which no other copy sees', async () => {
    run = await startTemplateRun();
    const template = await makeDatabaseTemplate({
      name: 'probe',
      run,
      serverUrl,
      fill: async (db) => {
        await db.execute(sql`create table template_probe (n int)`);
        await db.execute(sql`insert into template_probe values (1)`);
      },
    });
    const first = await openTestDatabase(template);
    opened.push(first);
    const second = await openTestDatabase(template);
    opened.push(second);

    await first.db.execute(sql`insert into template_probe values (2)`);
    const probe = sql`select n from template_probe order by n`;
    expect(await rowsOf(first.db, probe)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await rowsOf(second.db, probe)).toEqual([{ n: 1 }]);

    const migrations = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    const [applied] = await rowsOf(
      second.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied).toEqual({ count: migrations.length });
  });
});
