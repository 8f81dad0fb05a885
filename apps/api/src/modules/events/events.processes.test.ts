import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { DEMO, seedDemo } from '../../db/seed/demo-seed';
import { runAsTenant } from '../../db/tenant-scope';
import { startServerProcess, withScratchDatabase } from '../../test/process-harness';
import { publishEvent } from './events.service';
import { openSse } from './sse-test-client';

const serverEntry = fileURLToPath(new URL('../../server.ts', import.meta.url));

function startServer(databaseUrl: string) {
  return startServerProcess(['--import', 'tsx', serverEntry], {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JWT_SECRET: 'events-test-secret-events-test-secret-0123',
  });
}

async function login(port: number, email: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: 'demo-password' }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { accessToken: string; business: { id: number } };
  return { authorization: `Bearer ${body.accessToken}`, businessId: body.business.id };
}

/**
 * Two API processes on one PostgreSQL (DESIGN.md §10): an event committed on the database reaches
 * the streams of both within a second, each through its process's own LISTEN; and a process with
 * an open stream still stops at once on SIGTERM.
 */
describe('live events across API processes', () => {
  it.runIf(process.env.DATABASE_URL)(
    'reach a stream opened on another process within a second',
    async () => {
      await withScratchDatabase(async (databaseUrl) => {
        const setup = await openDatabase({ databaseUrl });
        await seedDemo(setup.db, { password: 'demo-password' });
        const first = startServer(databaseUrl);
        const second = startServer(databaseUrl);
        const [port1, port2] = await Promise.all([first.port(), second.port()]);

        // Signed in on the first process, listening on the second: the session is the database's.
        const owner = await login(port1, DEMO.users.owner);
        const onSecond = await openSse(`http://127.0.0.1:${port2}/api/events`, {
          authorization: owner.authorization,
        });
        const onFirst = await openSse(`http://127.0.0.1:${port1}/api/events`, {
          authorization: owner.authorization,
        });
        await onSecond.next((m) => m.event === 'ready', 10_000);
        await onFirst.next((m) => m.event === 'ready', 10_000);

        const sentAt = Date.now();
        await runAsTenant(setup.db, owner.businessId, (tx) =>
          publishEvent(tx, { restaurantId: null, type: 'order.created', payload: { n: 1 } }),
        );
        const heard = await onSecond.next((m) => m.data === '{"n":1}', 1000);
        const latencyMs = Date.now() - sentAt;
        await onFirst.next((m) => m.id === heard.id, 1000);
        expect(heard.data).toBe('{"n":1}');
        expect(latencyMs).toBeLessThan(1000);
        console.info(`live event from commit to a stream on the other process: ${latencyMs} ms`);

        // An open stream does not hold a process that is asked to stop.
        const stopAt = Date.now();
        second.child.kill('SIGTERM');
        expect((await second.exited).code).toBe(0);
        await onSecond.ended;
        expect(Date.now() - stopAt).toBeLessThan(5000);
        onFirst.close();
        first.child.kill('SIGTERM');
        expect((await first.exited).code).toBe(0);
        await setup.close();
      });
    },
    180_000,
  );
});
