import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { runAsTenant } from '../../db/tenant-scope';
import { FakeClock } from '../../shared/clock';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import type { JobRunner } from './job-runner';
import { enqueueJob } from './jobs.service';

/**
 * The real path: workers polling in the background, as the server runs them. On PostgreSQL
 * (DATABASE_URL) the second app is a second process's pool on the same database; on PGlite, one
 * process by nature, the same client.
 */
let database: TestDatabase;
const opened: { app: App; handle?: DatabaseHandle }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});

// Each test's apps close with it: on PGlite, one client, apps left polling every 50 ms would
// starve the next test's app of its start-up statements.
afterEach(async () => {
  for (const { app, handle } of opened.splice(0)) {
    await app.close();
    await handle?.close();
  }
});

afterAll(async () => {
  await database?.close();
});

/** An app with polling workers on `handle`, its handlers registered before it starts. */
async function startApp(
  handle: DatabaseHandle,
  register: (jobs: JobRunner) => Promise<void>,
  options: { workers?: boolean; ownsHandle?: boolean } = {},
) {
  const app = await buildApp({
    config: testConfig(),
    database: handle,
    clock: new FakeClock(new Date()),
    logger: false,
    jobs: { workers: options.workers ?? true, pollingIntervalMs: 50 },
  });
  opened.push({ app, ...(options.ownsHandle ? { handle } : {}) });
  await register(app.jobs);
  await app.ready();
  return app;
}

async function stateOf(id: string) {
  const result = await database.db.execute(sql`select state from pgboss.job where id = ${id}`);
  return (result as unknown as { rows: { state: string }[] }).rows[0]?.state;
}

describe('jobs run by polling workers', () => {
  it('runs 50 jobs exactly once between two app instances starting together on one database', async () => {
    const ranBy = new Map<number, string[]>();
    const register = (instance: string) => async (jobs: JobRunner) => {
      await jobs.registerJobHandler('test.many', async (payload: { n: number }) => {
        ranBy.set(payload.n, [...(ranBy.get(payload.n) ?? []), instance]);
        await sleep(5);
      });
    };
    // A database pg-boss has not prepared yet (the template has its schema): both make it at once.
    await database.db.execute(sql`drop schema pgboss cascade`);
    const second = await database.openAnother();
    await Promise.all([
      startApp(database, register('a')),
      startApp(second, register('b'), { ownsHandle: true }),
    ]);

    await runAsTenant(database.db, 7, async (tx) => {
      for (let n = 0; n < 50; n++) await enqueueJob(tx, 'test.many', { n });
    });
    await vi.waitFor(() => expect(ranBy.size).toBe(50), { timeout: 20_000, interval: 50 });
    // Time for a second run of any of them to show.
    await sleep(500);
    const runs = [...ranBy.values()];
    expect(runs.every((instances) => instances.length === 1)).toBe(true);
    const byInstance = runs.flat();
    expect(byInstance.filter((instance) => instance === 'a').length).toBeGreaterThan(0);
    expect(byInstance.filter((instance) => instance === 'b').length).toBeGreaterThan(0);
    // Two apps built at once: seconds of CPU on a busy machine.
  }, 90_000);

  it('retries a failed run in the background', async () => {
    let attempts = 0;
    await startApp(database, async (jobs) => {
      await jobs.registerJobHandler(
        'test.flaky',
        async () => {
          attempts++;
          if (attempts === 1) throw new Error('the mail server is down');
        },
        { retryDelaySeconds: 0, retryBackoff: false },
      );
    });
    const id = (await runAsTenant(database.db, 7, (tx) => enqueueJob(tx, 'test.flaky', {})))!;
    await vi.waitFor(async () => expect(await stateOf(id)).toBe('completed'), {
      timeout: 10_000,
      interval: 50,
    });
    expect(attempts).toBe(2);
  });

  it('finishes a running handler before closing', async () => {
    let finished = false;
    let started = false;
    const app = await startApp(database, async (jobs) => {
      await jobs.registerJobHandler('test.slow', async () => {
        started = true;
        await sleep(300);
        finished = true;
      });
    });
    const id = (await runAsTenant(database.db, 7, (tx) => enqueueJob(tx, 'test.slow', {})))!;
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000, interval: 10 });
    await app.close();
    expect(finished).toBe(true);
    expect(await stateOf(id)).toBe('completed');
  });
});

describe('a job across a restart', () => {
  it('is run by the next app when the one that queued it closed first', async () => {
    const register = (ran: string[]) => async (jobs: JobRunner) => {
      await jobs.registerJobHandler('test.survivor', async (payload: { note: string }) => {
        ran.push(payload.note);
      });
    };
    const before: string[] = [];
    const first = await startApp(database, register(before), { workers: false });
    const id = (await runAsTenant(first.db, 7, (tx) =>
      enqueueJob(tx, 'test.survivor', { note: 'queued before the restart' }),
    ))!;
    await first.close();
    expect(before).toEqual([]);

    const after: string[] = [];
    await startApp(await database.openAnother(), register(after), { ownsHandle: true });
    await vi.waitFor(() => expect(after).toEqual(['queued before the restart']), {
      timeout: 10_000,
      interval: 50,
    });
    await vi.waitFor(async () => expect(await stateOf(id)).toBe('completed'));
  });
});
