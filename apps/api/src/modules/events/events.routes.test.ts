import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import { runAsTenant } from '../../db/tenant-scope';
import { requestLogLevelOf } from '../../plugins/request-log';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app';
import { lastEventId } from './events.repository';
import { type LiveEventInput, publishEvent } from './events.service';
import { openSse, type SseMessage, type SseStream } from './sse-test-client';

/**
 * GET /api/events over a real socket (a stream never ends, so inject cannot read it): who hears
 * what, only what committed, resuming without gaps or repeats, and nothing left behind.
 */
let t: TestApp;
let base: string;
let owner: Record<string, string>;
let staff: Record<string, string>;
let otherOwner: Record<string, string>;
let demoBusiness: number;
let otherBusiness: number;
let trattoria: number;
let pizzeria: number;
let osteria: number;
const open: SseStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const ownerLogin = await loginAs(t.app, DEMO.users.owner);
  owner = ownerLogin.headers;
  demoBusiness = ownerLogin.body.business.id;
  staff = (await loginAs(t.app, DEMO.users.staff)).headers;
  const other = await loginAs(t.app, DEMO.users.otherOwner);
  otherOwner = other.headers;
  otherBusiness = other.body.business.id;
  const all = await t.database.db
    .select({ id: restaurants.id, name: restaurants.name, business_id: restaurants.business_id })
    .from(restaurants);
  const named = (part: string) => all.find((r) => r.name.toLowerCase().includes(part))!.id;
  trattoria = named('trattoria');
  pizzeria = named('pizzeria');
  osteria = named('osteria');
}, 60_000);

afterAll(async () => {
  for (const stream of open) stream.close();
  // The last test closes the app itself; should it fail first, it is closed here.
  if (t?.app.server.listening) await t.app.close();
  await t?.database.close();
});

async function stream(
  headers: Record<string, string>,
  query = '',
  extra: Record<string, string> = {},
) {
  const s = await openSse(`${base}/api/events${query}`, { ...headers, ...extra });
  open.push(s);
  return s;
}

/** A stream that has said it is ready: from then on every committed event reaches it. */
async function readyStream(headers: Record<string, string>, query = '', extra = {}) {
  const s = await stream(headers, query, extra);
  expect(s.status).toBe(200);
  await s.next((m) => m.event === 'ready');
  return s;
}

/** Publishes and answers the id the commit gave the event (the business's newest). */
async function publish(businessId: number, event: LiveEventInput) {
  await runAsTenant(t.database.db, businessId, (tx) => publishEvent(tx, event));
  return runAsTenant(t.database.db, businessId, (tx) => lastEventId(tx, businessId));
}

const payloadOf = (m: SseMessage) => JSON.parse(m.data) as Record<string, unknown>;
const marks = (s: SseStream) => s.published().map((m) => payloadOf(m).mark);

describe('GET /api/events: who may listen', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it("answers 403 to a staff member asking for another restaurant than their own, 404 for another business's", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/events?restaurant_id=${pizzeria}`,
      headers: staff,
    });
    expect(res.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/events?restaurant_id=${osteria}`,
      headers: owner,
    });
    expect(foreign.statusCode).toBe(404);
    // Tenant before validation: a bad resume point does not turn that 404 into a 400.
    const foreignBad = await t.app.inject({
      method: 'GET',
      url: `/api/events?restaurant_id=${osteria}&last_event_id=x`,
      headers: owner,
    });
    expect(foreignBad.statusCode).toBe(404);
  });

  it('answers 403 to a platform admin, who belongs to no business', async () => {
    const admin = (await loginAs(t.app, DEMO.users.admin)).headers;
    const res = await t.app.inject({ method: 'GET', url: '/api/events', headers: admin });
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 to a resume point that is not an event id', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/events?last_event_id=abc',
      headers: owner,
    });
    expect(query.statusCode).toBe(400);
    const header = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { ...owner, 'last-event-id': '12; drop' },
    });
    expect(header.statusCode).toBe(400);
  });
});

describe('GET /api/events: the stream', () => {
  it('is an uncompressed, uncached event stream that keeps the security headers', async () => {
    const s = await readyStream(owner, '', { 'accept-encoding': 'gzip, br' });
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['cache-control']).toBe('no-cache, no-transform');
    expect(s.headers['content-security-policy']).toContain("default-src 'none'");
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    const ready = s.messages[0]!;
    expect(ready.event).toBe('ready');
    expect(payloadOf(ready)).toEqual({ resumed: false });
    s.close();
  });

  it('carries a committed event to the streams of its business and restaurant only', async () => {
    const all = await readyStream(owner);
    const ofPizzeria = await readyStream(owner, `?restaurant_id=${pizzeria}`);
    const ofStaff = await readyStream(staff);
    const ofOther = await readyStream(otherOwner);

    const first = await publish(demoBusiness, {
      restaurantId: trattoria,
      type: 'order.created',
      payload: { mark: 'trattoria' },
    });
    await publish(otherBusiness, {
      restaurantId: osteria,
      type: 'order.created',
      payload: { mark: 'osteria' },
    });
    await publish(demoBusiness, {
      restaurantId: null,
      type: 'business.updated',
      payload: { mark: 'business-wide' },
    });

    const trattoriaEvent = await all.next((m) => payloadOf(m).mark === 'trattoria');
    expect(trattoriaEvent).toEqual({
      id: String(first),
      event: 'order.created',
      data: '{"mark":"trattoria"}',
    });
    await all.next((m) => payloadOf(m).mark === 'business-wide');
    await ofPizzeria.next((m) => payloadOf(m).mark === 'business-wide');
    await ofStaff.next((m) => payloadOf(m).mark === 'business-wide');
    await ofOther.next((m) => payloadOf(m).mark === 'osteria');
    // The later events have arrived, so the earlier ones would have too.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(marks(all)).toEqual(['trattoria', 'business-wide']);
    expect(marks(ofPizzeria)).toEqual(['business-wide']);
    expect(marks(ofStaff)).toEqual(['trattoria', 'business-wide']);
    expect(marks(ofOther)).toEqual(['osteria']);
    for (const s of [all, ofPizzeria, ofStaff, ofOther]) s.close();
  });

  it('carries nothing of a transaction that rolls back', async () => {
    const s = await readyStream(owner);
    await expect(
      runAsTenant(t.database.db, demoBusiness, async (tx) => {
        await publishEvent(tx, {
          restaurantId: trattoria,
          type: 'order.created',
          payload: { mark: 'rolled-back' },
        });
        throw new Error('the order could not be taken after all');
      }),
    ).rejects.toThrow('could not be taken');
    await publish(demoBusiness, {
      restaurantId: trattoria,
      type: 'order.created',
      payload: { mark: 'after' },
    });
    await s.next((m) => payloadOf(m).mark === 'after');
    expect(marks(s)).toEqual(['after']);
    s.close();
  });

  it('resumes after Last-Event-ID with every missed event once, then goes on live', async () => {
    const first = await readyStream(owner);
    const one = await publish(demoBusiness, {
      restaurantId: trattoria,
      type: 'order.created',
      payload: { mark: 1 },
    });
    await first.next((m) => m.id === String(one));
    first.close();
    await first.ended;

    // Missed while away: two events, one of another business in between.
    await publish(demoBusiness, {
      restaurantId: pizzeria,
      type: 'order.created',
      payload: { mark: 2 },
    });
    await publish(otherBusiness, {
      restaurantId: osteria,
      type: 'order.created',
      payload: { mark: 'x' },
    });
    const three = await publish(demoBusiness, {
      restaurantId: null,
      type: 'business.updated',
      payload: { mark: 3 },
    });

    const again = await stream(owner, '', { 'last-event-id': String(one) });
    const ready = await again.next((m) => m.event === 'ready');
    expect(payloadOf(ready)).toEqual({ resumed: true });
    expect(ready.id).toBe(String(three));
    const four = await publish(demoBusiness, {
      restaurantId: trattoria,
      type: 'order.created',
      payload: { mark: 4 },
    });
    await again.next((m) => m.id === String(four));
    expect(again.messages.map((m) => (m.event === 'ready' ? 'ready' : payloadOf(m).mark))).toEqual([
      2,
      3,
      'ready',
      4,
    ]);
    const ids = again.published().map((m) => Number(m.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    again.close();

    // The query parameter does the same for a client that cannot set the header.
    const byQuery = await stream(owner, `?restaurant_id=${pizzeria}&last_event_id=${one}`);
    await byQuery.next((m) => m.event === 'ready');
    expect(marks(byQuery)).toEqual([2, 3]);
    byQuery.close();
  });

  it('tells a client whose resume point is gone to reload, and stands at the newest event', async () => {
    const newest = await publish(demoBusiness, {
      restaurantId: trattoria,
      type: 'order.created',
      payload: { mark: 'newest' },
    });
    // An id of another business is not a resume point of this one.
    const foreign = await publish(otherBusiness, {
      restaurantId: osteria,
      type: 'order.created',
      payload: {},
    });
    const s = await stream(owner, '', { 'last-event-id': String(foreign) });
    const ready = await s.next((m) => m.event === 'ready');
    expect(payloadOf(ready)).toEqual({ resumed: false });
    expect(ready.id).toBe(String(newest));
    expect(s.published()).toEqual([]);
    s.close();
  });

  it('lets go of a stream the client closed', async () => {
    const s = await readyStream(owner);
    const before = t.app.liveEvents.subscriberCount;
    expect(before).toBeGreaterThan(0);
    s.close();
    await expect.poll(() => t.app.liveEvents.subscriberCount).toBe(before - 1);
  });

  it('answers a HEAD with the stream headers, or the refusal, and opens no stream', async () => {
    const before = t.app.liveEvents.subscriberCount;
    const head = await t.app.inject({ method: 'HEAD', url: '/api/events', headers: owner });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const signedOut = await t.app.inject({ method: 'HEAD', url: '/api/events' });
    expect(signedOut.statusCode).toBe(401);
    expect(t.app.liveEvents.subscriberCount).toBe(before);
  });

  it('logs a stream that lasted long at its own level, not as a slow request', () => {
    // What GET /api/events says in its route options.
    const request = { method: 'GET', routeOptions: { config: { longLived: true } } } as never;
    const reply = { statusCode: 200, elapsedTime: 10 * 60_000 } as never;
    expect(requestLogLevelOf(request, reply)).toBe('info');
  });
});

describe('a lost LISTEN connection', () => {
  it.runIf(process.env.DATABASE_URL)(
    'ends the streams, which resume from the stored events on a LISTEN of their own',
    async () => {
      const s = await readyStream(owner);
      const before = await publish(demoBusiness, {
        restaurantId: null,
        type: 'business.updated',
        payload: { mark: 'before' },
      });
      await s.next((m) => m.id === String(before));
      // What a database restart or a network cut does to the process's LISTEN connection.
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = 'LISTEN "live_events"'`,
      );
      await s.ended;
      const missed = await publish(demoBusiness, {
        restaurantId: null,
        type: 'business.updated',
        payload: { mark: 'missed' },
      });
      const again = await stream(owner, '', { 'last-event-id': String(before) });
      const ready = await again.next((m) => m.event === 'ready');
      expect(payloadOf(ready)).toEqual({ resumed: true });
      expect(t.app.liveEvents.isListening).toBe(true);
      const after = await publish(demoBusiness, {
        restaurantId: null,
        type: 'business.updated',
        payload: { mark: 'after' },
      });
      await again.next((m) => m.id === String(after));
      expect(again.published().map((m) => Number(m.id))).toEqual([missed, after]);
      again.close();
    },
  );
});

describe('closing the app', () => {
  it('ends every open stream instead of waiting on it', async () => {
    const s = await readyStream(owner);
    const started = Date.now();
    await t.app.close();
    await s.ended;
    // Without ending the streams first, Fastify would wait out the 72 s keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(t.app.liveEvents.subscriberCount).toBe(0);
  });
});
