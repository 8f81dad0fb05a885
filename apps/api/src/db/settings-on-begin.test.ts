import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { withStatementOnBegin } from './settings-on-begin';
import { runAsTenant } from './tenant-scope';

/** On the real database: PGlite here, PostgreSQL in CI, where the statement rides on the begin. */
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database?.close());

const setting = async (db: TestDatabase['db']) => {
  const result = await db.execute(sql`select current_setting('app.test_setting', true) as value`);
  return (result as { rows: { value: string | null }[] }).rows[0]!.value;
};

describe('withStatementOnBegin', () => {
  it('sends the statement with the transaction’s begin on PostgreSQL, and alone on PGlite', async () => {
    const seen = await withStatementOnBegin(
      "select set_config('app.test_setting', 'first', true)",
      (sent) =>
        database.db.transaction(async (tx) => {
          const wentWithBegin = sent();
          if (!wentWithBegin) {
            await tx.execute(sql`select set_config('app.test_setting', 'first', true)`);
          }
          return { wentWithBegin, value: await setting(tx as unknown as TestDatabase['db']) };
        }),
    );
    expect(seen).toEqual({ wentWithBegin: database.kind === 'postgres', value: 'first' });
    // Transaction-local: the connection, back in the pool, keeps nothing of it.
    expect(await setting(database.db)).toBeFalsy();
  });

  it('gives the statement to the first begin only: a transaction opened inside opens plain', async () => {
    if (database.kind !== 'postgres') return; // PGlite has one connection: nothing runs beside.
    const inner = await withStatementOnBegin(
      "select set_config('app.test_setting', 'outer', true)",
      () =>
        database.db.transaction(async () =>
          database.db.transaction(async (other) => setting(other as unknown as TestDatabase['db'])),
        ),
    );
    expect(inner).toBeFalsy();
  });

  it('drops the connection when the statement sent with the begin fails: the pool stays whole', async () => {
    // More failures than the pool has connections (10): a connection kept in its aborted
    // transaction would leave the next query waiting for ever.
    for (let i = 0; i < 12; i++) {
      await expect(
        withStatementOnBegin('select 1 / 0', (sent) =>
          database.db.transaction(async (tx) => {
            if (!sent()) await tx.execute(sql`select 1 / 0`);
          }),
        ),
      ).rejects.toThrow();
    }
    expect(await setting(database.db)).toBeFalsy();
  });

  it('leaves a begin with transaction modes alone; the caller then sends the statement itself', async () => {
    const sentAtBegin = await withStatementOnBegin(
      "select set_config('app.test_setting', 'x', true)",
      (sent) => database.db.transaction(async () => sent(), { isolationLevel: 'repeatable read' }),
    );
    expect(sentAtBegin).toBe(false);
  });
});

describe('runAsTenant', () => {
  // Its settings are written into the statement (an integer and fixed words), never a string.
  it('refuses a scope that is not a business id before any statement', async () => {
    await expect(runAsTenant(database.db, Number.NaN, async () => 1)).rejects.toThrow(
      /business id/,
    );
    await expect(runAsTenant(database.db, 1.5, async () => 1)).rejects.toThrow(/business id/);
  });
});
