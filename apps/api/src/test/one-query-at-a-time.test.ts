import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeQueriesSentToABusyConnection } from './one-query-at-a-time';
import { openTestDatabase, type TestDatabase } from './test-database';

/** The check the unit and browser tests run under (vitest.config.ts), on PostgreSQL. */
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database?.close());

const one = async (db: Pick<TestDatabase['db'], 'execute'>, n: number) => {
  const result = await db.execute(sql`select ${n}::int as n, pg_sleep(0.01)`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('one query at a time on a connection', () => {
  it('notes a query sent beside another in one transaction, on PostgreSQL', async () => {
    const beside = await database.db.transaction((tx) => Promise.all([one(tx, 1), one(tx, 2)]));
    expect(beside).toEqual([1, 2]);
    const noted = takeQueriesSentToABusyConnection();
    // PGlite queues nothing: the check is pg's.
    if (database.kind === 'postgres') {
      expect(noted).toEqual(['select $1::int as n, pg_sleep(0.01)']);
    } else {
      expect(noted).toEqual([]);
    }
  });

  it('lets queries in turn in a transaction, and side by side on the pool', async () => {
    const inTurn = await database.db.transaction(async (tx) => [
      await one(tx, 1),
      await one(tx, 2),
    ]);
    // Each of the pool's queries takes a connection of its own.
    const sideBySide = await Promise.all([one(database.db, 3), one(database.db, 4)]);
    expect([...inTurn, ...sideBySide]).toEqual([1, 2, 3, 4]);
    expect(takeQueriesSentToABusyConnection()).toEqual([]);
  });
});
