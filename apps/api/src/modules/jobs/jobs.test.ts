import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '../../db/tenant-scope';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { JobContext } from './job-runner';
import { enqueueJob, enqueueJobs, listFailedJobs } from './jobs.service';
import { jobsExecutorOf } from './jobs-sql';

/**
 * The jobs mechanism on the database the tests run on (PGlite, or PostgreSQL with DATABASE_URL),
 * without polling workers: each test runs the due jobs itself, with the app's fake clock as now.
 */
let t: TestApp;
const BUSINESS = 101;
const OTHER_BUSINESS = 202;

/** What the handlers saw, by job name. */
const runs = new Map<string, { payload: unknown; scope: unknown; attempt: number }[]>();
function record(name: string, payload: unknown, ctx: JobContext) {
  runs.set(name, [
    ...(runs.get(name) ?? []),
    { payload, scope: ctx.scope, attempt: ctx.job.attempt },
  ]);
}
const runsOf = (name: string) => runs.get(name) ?? [];

/** The rows of a raw query (drizzle types its result per driver). */
async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  const { jobs } = t.app;
  await jobs.registerJobHandler('test.record', async (payload, ctx) => {
    // The tenant work of a job runs in the business it was queued for.
    const [row] = await ctx.asActor((tx) =>
      rowsOf<{ business: string }>(
        tx.execute(sql`select current_setting('app.business_id') as business`),
      ),
    );
    const setting = row?.business;
    record('test.record', { ...(payload as object), businessSetting: setting }, ctx);
  });
  await jobs.registerJobHandler('test.later', async (payload, ctx) => {
    record('test.later', payload, ctx);
  });
  await jobs.registerJobHandler(
    'test.failing',
    async (payload, ctx) => {
      record('test.failing', payload, ctx);
      throw new Error(`attempt ${ctx.job.attempt} failed`);
    },
    { retryLimit: 2, retryDelaySeconds: 30, retryBackoff: true },
  );
});

afterAll(async () => {
  await t?.close();
});

/** pg-boss's row of a job, read as the owner. */
async function jobRow(id: string) {
  const [row] = await rowsOf<{
    state: string;
    retry_count: number;
    start_after: string | Date;
    db_now: string | Date;
  }>(
    t.database.db.execute(
      sql`select state, retry_count, start_after, now() as db_now from pgboss.job where id = ${id}`,
    ),
  );
  if (!row) throw new Error(`no job ${id}`);
  return {
    state: row.state,
    retryCount: Number(row.retry_count),
    startAfter: new Date(row.start_after),
    dbNow: new Date(row.db_now),
  };
}

/** Sets the fake clock to `at`. */
function setClock(at: Date) {
  t.clock.advance(at.getTime() - t.clock.nowMs());
}

describe('jobs queued in a tenant transaction', () => {
  it('runs a job whose transaction committed, once, in its business', async () => {
    const id = await runAsTenant(t.app.db, BUSINESS, (tx) =>
      enqueueJob(tx, 'test.record', { order: 1 }),
    );
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 1, failed: 0 });
    expect(runsOf('test.record')).toEqual([
      { payload: { order: 1, businessSetting: String(BUSINESS) }, scope: BUSINESS, attempt: 1 },
    ]);
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 0, failed: 0 });
    expect(runsOf('test.record')).toHaveLength(1);
    expect((await jobRow(id!)).state).toBe('completed');
  });

  it('never runs a job whose transaction rolled back', async () => {
    const before = runsOf('test.record').length;
    let queued: string | null = null;
    await expect(
      runAsTenant(t.app.db, BUSINESS, async (tx) => {
        queued = await enqueueJob(tx, 'test.record', { order: 2 });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(queued).not.toBeNull();
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 0, failed: 0 });
    expect(runsOf('test.record')).toHaveLength(before);
    const rows = await rowsOf(
      t.database.db.execute(sql`select 1 from pgboss.job where id = ${queued!}`),
    );
    expect(rows).toHaveLength(0);
  });

  it('runs a delayed job not before its time, and after it', async () => {
    const runAt = new Date(t.clock.nowMs() + 2 * 60 * 60 * 1000);
    await runAsTenant(t.app.db, BUSINESS, (tx) =>
      enqueueJob(tx, 'test.later', { reminder: 'two hours' }, { runAt }),
    );
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 0, failed: 0 });
    t.clock.advance(2 * 60 * 60 * 1000 - 60_000);
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 0, failed: 0 });
    expect(runsOf('test.later')).toHaveLength(0);
    t.clock.advance(61_000);
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 1, failed: 0 });
    expect(runsOf('test.later')).toEqual([
      { payload: { reminder: 'two hours' }, scope: BUSINESS, attempt: 1 },
    ]);
  });

  it('retries a failing job with growing waits, then keeps it as failed for its business', async () => {
    setClock(new Date());
    const id = (await runAsTenant(t.app.db, BUSINESS, (tx) =>
      enqueueJob(tx, 'test.failing', { invoice: 7 }),
    ))!;
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 0, failed: 1 });
    const first = await jobRow(id);
    expect(first.state).toBe('retry');
    // Backoff of 30 s: the first retry waits 30 to 60 s.
    const firstWait = first.startAfter.getTime() - first.dbNow.getTime();
    expect(firstWait).toBeGreaterThan(25_000);
    expect(firstWait).toBeLessThanOrEqual(60_000);

    setClock(new Date(first.startAfter.getTime() - 1000));
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 0, failed: 0 });
    setClock(new Date(first.startAfter.getTime() + 1000));
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 0, failed: 1 });
    const second = await jobRow(id);
    expect(second.state).toBe('retry');
    // The second waits 60 to 120 s.
    const secondWait = second.startAfter.getTime() - second.dbNow.getTime();
    expect(secondWait).toBeGreaterThan(55_000);
    expect(secondWait).toBeLessThanOrEqual(120_000);

    setClock(new Date(second.startAfter.getTime() + 1000));
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 0, failed: 1 });
    expect((await jobRow(id)).state).toBe('failed');
    expect(runsOf('test.failing').map((run) => run.attempt)).toEqual([1, 2, 3]);

    // Kept: nothing runs it again, and its business sees it.
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 0, failed: 0 });
    const asBusiness = (scope: number | 'platform') => ({
      asActor: <T>(work: Parameters<typeof runAsTenant<T>>[2]) =>
        runAsTenant(t.app.db, scope, work),
    });
    const failed = await listFailedJobs(asBusiness(BUSINESS));
    expect(failed).toEqual([
      expect.objectContaining({
        id,
        name: 'test.failing',
        payload: { invoice: 7 },
        error: 'attempt 3 failed',
        attempts: 3,
      }),
    ]);
    expect(await listFailedJobs(asBusiness(OTHER_BUSINESS))).toEqual([]);
    expect((await listFailedJobs(asBusiness('platform'))).map((job) => job.id)).toContain(id);
  });
});

describe('what a tenant transaction may do with jobs', () => {
  it('queues a job with a singleton key once', async () => {
    const enqueue = () =>
      runAsTenant(t.app.db, OTHER_BUSINESS, (tx) =>
        enqueueJob(tx, 'test.later', { once: true }, { singletonKey: 'order-9' }),
      );
    const first = await enqueue();
    expect(first).not.toBeNull();
    expect(await enqueue()).toBeNull();
    // Another business's key of the same name is its own.
    const elsewhere = await runAsTenant(t.app.db, BUSINESS, (tx) =>
      enqueueJob(tx, 'test.later', { once: true }, { singletonKey: 'order-9' }),
    );
    expect(elsewhere).not.toBeNull();
    expect(elsewhere).not.toBe(first);
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 2, failed: 0 });
  });

  it('fails a run that outlasts its timeout', async () => {
    let release = () => {};
    await t.app.jobs.registerJobHandler(
      'test.stuck',
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      { timeoutSeconds: 1, retryLimit: 0 },
    );
    const id = (await runAsTenant(t.app.db, BUSINESS, (tx) => enqueueJob(tx, 'test.stuck', {})))!;
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 0, failed: 1 });
    release();
    expect((await jobRow(id)).state).toBe('failed');
    const asOwner = {
      asActor: <T>(work: Parameters<typeof runAsTenant<T>>[2]) =>
        runAsTenant(t.app.db, BUSINESS, work),
    };
    const [failed] = await listFailedJobs(asOwner, { name: 'test.stuck' });
    expect(failed?.error).toBe('The job took longer than 1 s');
  });

  it('refuses a job no handler was registered for, instead of dropping it', async () => {
    await expect(
      runAsTenant(t.app.db, BUSINESS, (tx) => enqueueJob(tx, 'test.nobody', {})),
    ).rejects.toThrow('No job handler was ever registered for "test.nobody"');
  });

  it("neither sees nor writes another business's jobs (row security)", async () => {
    await runAsTenant(t.app.db, OTHER_BUSINESS, (tx) =>
      enqueueJob(tx, 'test.later', { secret: true }, { runAt: new Date(Date.now() + 3600_000) }),
    );
    const seen = await runAsTenant(t.app.db, BUSINESS, async (tx) => {
      const rows = await rowsOf<{ business: string }>(
        tx.execute(sql`select data->>'businessId' as business from pgboss.job`),
      );
      return new Set(rows.map((row) => row.business));
    });
    expect([...seen]).toEqual([String(BUSINESS)]);
    await expect(
      runAsTenant(t.app.db, BUSINESS, (tx) =>
        tx.execute(
          sql`insert into pgboss.job (name, data) values ('test.later', ${JSON.stringify({ businessId: OTHER_BUSINESS, payload: {} })}::jsonb)`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });
});

describe('several jobs queued at once', () => {
  it('queues each as enqueueJob would: due, delayed, singleton', async () => {
    setClock(new Date());
    const runAt = new Date(t.clock.nowMs() + 2 * 60 * 60 * 1000);
    const added = await runAsTenant(t.app.db, BUSINESS, (tx) =>
      enqueueJobs(tx, [
        { name: 'test.record', payload: { batch: 'now' } },
        { name: 'test.later', payload: { batch: 'later' }, options: { runAt } },
        { name: 'test.later', payload: { batch: 'once' }, options: { singletonKey: 'batch-1' } },
      ]),
    );
    expect(added).toBe(3);
    const before = runsOf('test.later').length;
    expect(await t.app.jobs.runDueJobs()).toEqual({ completed: 2, failed: 0 });
    expect(runsOf('test.record').at(-1)).toMatchObject({
      payload: { batch: 'now', businessSetting: String(BUSINESS) },
      scope: BUSINESS,
    });
    expect(
      runsOf('test.later')
        .slice(before)
        .map((run) => run.payload),
    ).toEqual([{ batch: 'once' }]);
    // Two hours on, it runs (beside an earlier test's job due within them).
    t.clock.advance(2 * 60 * 60 * 1000 + 1000);
    expect((await t.app.jobs.runDueJobs()).failed).toBe(0);
    expect(runsOf('test.later').map((run) => run.payload)).toContainEqual({ batch: 'later' });
  });

  it('adds the others when a singleton is kept already, and refuses a name without a handler', async () => {
    const queue = (names: string[]) =>
      runAsTenant(t.app.db, OTHER_BUSINESS, (tx) =>
        enqueueJobs(
          tx,
          names.map((name) => ({ name, payload: {}, options: { singletonKey: `${name}-7` } })),
        ),
      );
    expect(await queue(['test.later'])).toBe(1);
    expect(await queue(['test.later', 'test.record'])).toBe(1);
    await expect(queue(['test.nobody', 'test.failing'])).rejects.toThrow(
      'No job handler was ever registered for "test.nobody"',
    );
    // The refused batch's other job went with its transaction.
    expect(await queue(['test.failing'])).toBe(1);
    expect(await runAsTenant(t.app.db, OTHER_BUSINESS, (tx) => enqueueJobs(tx, []))).toBe(0);
  });
});

describe("pg-boss's SQL on our connection", () => {
  it('leaves the connection usable after a script of several statements failed in its BEGIN', async () => {
    const executor = jobsExecutorOf(t.database.db);
    await expect(executor.executeSql('BEGIN; SELECT 1; SELECT 1/0; COMMIT;', [])).rejects.toThrow(
      /division by zero/,
    );
    const rows = await rowsOf<{ ok: number }>(
      runAsTenant(t.app.db, BUSINESS, (tx) => tx.execute(sql`select 1 as ok`)),
    );
    expect(rows.map((row) => Number(row.ok))).toEqual([1]);
    expect((await executor.executeSql('SELECT 2 AS two', [])).rows).toEqual([{ two: 2 }]);
  });
});
