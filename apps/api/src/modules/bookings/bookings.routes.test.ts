import { and, count, eq, gte, like, lte, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCoverLoads, bookings } from '../../db/schema/bookings';
import { guests } from '../../db/schema/orders';
import { findOutboxMessagesTo } from '../../ports/mail/outbox.repository';
import {
  BOOKING_GUEST,
  bookingFor,
  openForBookings,
  postBooking,
  romeDay,
  romeTime,
} from '../../test/bookings';
import {
  buildTestApp,
  demoRestaurantIds,
  lastMailTo,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import { newIdempotencyKey, publicKeyOf } from '../../test/ordering';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let trattoriaKey: string;
let pizzeriaKey: string;
let tomorrow: string;

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  trattoriaKey = await publicKeyOf(t.app, 'trattoria');
  pizzeriaKey = await publicKeyOf(t.app, 'pizzeria');
  await openForBookings(t.app, ids.trattoria, team.owner);
  await openForBookings(t.app, ids.pizzeria, team.owner);
  tomorrow = romeDay(t.clock.now(), 1);
});
afterAll(() => t.close());

async function bookingCount() {
  const [row] = await t.database.db.select({ n: count() }).from(bookings);
  return row!.n;
}

/** The rows of a raw statement, as PGlite and node-postgres both answer them. */
async function rowsOf(query: SQL): Promise<unknown[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

/** The subjects of every mail to an address: a run of jobs sends them in no set order. */
async function subjectsTo(address: string) {
  return (await findOutboxMessagesTo(t.app.db, address)).map((m) => m.subject);
}

const availability = (key: string, query: string) =>
  t.app.inject({ url: `/api/booking/${key}/availability?${query}` });

async function remainingAt(key: string, date: string, startsAt: string, party = 1) {
  const res = await availability(key, `date=${date}&party_size=${party}`);
  return (
    res.json().times.find((time: { start: string }) => time.start === startsAt)?.remaining ?? 0
  );
}

describe('what the booking page is told', () => {
  it('says bookings are closed outside the plan or while off, open with the rules once on', async () => {
    const osteriaKey = await publicKeyOf(t.app, 'osteria');
    const notInPlan = await t.app.inject({ url: `/api/booking/${osteriaKey}` });
    expect(notInPlan.json()).toMatchObject({ available: false, closed_reason: 'not_in_plan' });
    await openForBookings(t.app, ids.pizzeria, team.owner, { enabled: false });
    const off = await t.app.inject({ url: `/api/booking/${pizzeriaKey}` });
    expect(off.json()).toMatchObject({ available: false, closed_reason: 'disabled' });
    const closedTimes = await availability(pizzeriaKey, `date=${tomorrow}&party_size=2`);
    expect(closedTimes.statusCode).toBe(422);
    expect(closedTimes.json().fields).toEqual({ date: 'bookings_closed' });
    await openForBookings(t.app, ids.pizzeria, team.owner);

    const open = await t.app.inject({ url: `/api/booking/${trattoriaKey}` });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({
      available: true,
      closed_reason: null,
      time_zone: 'Europe/Rome',
      max_party_online: 8,
      days_ahead: 30,
      cutoff_minutes: 120,
      phone_number: '+39 06 1234 5678',
      cancellation_policy: { it: 'Disdetta gratuita fino a 2 ore prima.' },
      no_show_policy: null,
    });
  });

  it("lists a day's times every 30 minutes of lunch and dinner, with the covers left", async () => {
    const res = await availability(trattoriaKey, `date=${tomorrow}&party_size=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ date: tomorrow, party_size: 2, call_instead: false });
    const clock = (iso: string) =>
      new Date(iso).toLocaleTimeString('it-IT', {
        timeZone: 'Europe/Rome',
        hour: '2-digit',
        minute: '2-digit',
      });
    expect(body.times.map((time: { start: string }) => clock(time.start))).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
    ]);
    expect(body.times[0].remaining).toBe(20);
  });

  it('tells a party above the online maximum to call', async () => {
    const res = await availability(trattoriaKey, `date=${tomorrow}&party_size=9`);
    expect(res.json()).toMatchObject({ call_instead: true, times: [] });
  });

  it('refuses a party of 0 or 10,000, a malformed or missing day, a day years ahead or past', async () => {
    for (const query of [
      `date=${tomorrow}&party_size=0`,
      `date=${tomorrow}&party_size=10000`,
      `date=${tomorrow}&party_size=due`,
      `date=${tomorrow}`,
      'party_size=2',
      'date=2026-13-45&party_size=2',
      `date=${tomorrow}&party_size=2&extra=1`,
      `date=${'9'.repeat(5000)}&party_size=2`,
    ]) {
      expect((await availability(trattoriaKey, query)).statusCode, query).toBe(400);
    }
    for (const date of ['2099-06-15', romeDay(t.clock.now(), 31), romeDay(t.clock.now(), -1)]) {
      const res = await availability(trattoriaKey, `date=${date}&party_size=2`);
      expect(res.statusCode, date).toBe(422);
      expect(res.json().fields).toEqual({ date: 'date_unavailable' });
    }
    expect((await availability('nope-nope', `date=${tomorrow}&party_size=2`)).statusCode).toBe(404);
  });
});

describe('booking a table', () => {
  it('confirms it, takes its covers, and the manage link shows it without internal ids', async () => {
    const at = romeTime(tomorrow, '20:00');
    const before = await remainingAt(trattoriaKey, tomorrow, at);
    const res = await postBooking(t.app, trattoriaKey, bookingFor(at, { party_size: 4 }));
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(booking.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(booking).toMatchObject({
      status: 'confirmed',
      party_size: 4,
      starts_at: at,
      // Four guests keep their table two hours.
      ends_at: new Date(Date.parse(at) + 120 * 60_000).toISOString(),
      name: BOOKING_GUEST.name,
      notes: 'Seggiolone, allergia alle noci',
      manageable: true,
      manage_until: new Date(Date.parse(at) - 120 * 60_000).toISOString(),
      restaurant: { name: 'Trattoria Demo', time_zone: 'Europe/Rome' },
    });
    expect(booking.events.map((e: { to_status: string }) => e.to_status)).toEqual([
      'requested',
      'confirmed',
    ]);
    expect(booking).not.toHaveProperty('id');
    expect(booking).not.toHaveProperty('email');
    expect(await remainingAt(trattoriaKey, tomorrow, at)).toBe(before - 4);

    const managed = await t.app.inject({ url: `/api/public-bookings/${booking.public_id}` });
    expect(managed.statusCode).toBe(200);
    expect(managed.json()).toEqual(booking);
    const [guest] = await t.database.db
      .select()
      .from(guests)
      .where(eq(guests.email, BOOKING_GUEST.email));
    // A guest of a booking, not of an order.
    expect(guest).toMatchObject({ name: BOOKING_GUEST.name, orders_count: 0 });
  });

  it('waits for approval when the restaurant confirms bookings itself', async () => {
    await openForBookings(t.app, ids.pizzeria, team.owner, { auto_confirm: false });
    const res = await postBooking(
      t.app,
      pizzeriaKey,
      bookingFor(romeTime(tomorrow, '13:00'), {
        guest: { ...BOOKING_GUEST, email: 'attesa@ospite.test' },
      }),
    );
    expect(res.json()).toMatchObject({ status: 'requested' });
    await t.app.jobs.runDueJobs();
    const mail = await lastMailTo(t.app, 'attesa@ospite.test');
    expect(mail.subject).toBe('Pizzeria Demo: abbiamo ricevuto la tua richiesta di prenotazione');
    await openForBookings(t.app, ids.pizzeria, team.owner);
  });

  it('mails the guest in their language with the manage link, and the restaurant', async () => {
    const guest = { ...BOOKING_GUEST, email: 'english@ospite.test' };
    const at = romeTime(tomorrow, '21:00');
    const res = await postBooking(t.app, trattoriaKey, bookingFor(at, { guest, language: 'en' }));
    const { public_id } = res.json();
    const run = await t.app.jobs.runDueJobs();
    expect(run.failed).toBe(0);
    const mail = await lastMailTo(t.app, guest.email);
    expect(mail.subject).toBe('Trattoria Demo: your booking is confirmed');
    expect(mail.text_body).toContain(`/en/booking/${public_id}`);
    expect(mail.text_body).toContain('2 people');
    expect(mail.text_body).toContain('+39 06 1234 5678');
    const notice = await lastMailTo(t.app, 'trattoria@demo.test');
    expect(notice.subject).toContain('Nuova prenotazione: 2 pers.');
  });

  it('answers the first booking again for the same key, 409 for another body, one booking for 20 at once', async () => {
    const key = newIdempotencyKey();
    const body = bookingFor(romeTime(tomorrow, '12:30'));
    const first = await postBooking(t.app, trattoriaKey, body, key);
    const bookingsAfterFirst = await bookingCount();
    const again = await postBooking(t.app, trattoriaKey, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().public_id).toBe(first.json().public_id);
    const other = await postBooking(t.app, trattoriaKey, { ...body, party_size: 3 }, key);
    expect(other.statusCode).toBe(409);
    // The same key and body at another restaurant is not the Trattoria's booking answered again.
    const elsewhere = await postBooking(t.app, pizzeriaKey, body, key);
    expect(elsewhere.statusCode).toBe(409);
    expect(await bookingCount()).toBe(bookingsAfterFirst);

    const racing = newIdempotencyKey();
    const before = await bookingCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postBooking(t.app, trattoriaKey, body, racing)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().public_id)).size).toBe(1);
    expect(await bookingCount()).toBe(before + 1);
  });

  it('gives the last places of a time to one party only, when guests race for them', async () => {
    await openForBookings(t.app, ids.pizzeria, team.owner, {
      max_covers_per_slot: 2,
      max_party_online: 2,
    });
    const at = romeTime(tomorrow, '22:30');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postBooking(
          t.app,
          pizzeriaKey,
          bookingFor(at, { guest: { ...BOOKING_GUEST, email: `gara${i}@ospite.test` } }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().fields).toEqual({ starts_at: 'slot_full' });
    }
    const [slot] = await t.database.db
      .select()
      .from(bookingCoverLoads)
      .where(
        and(
          eq(bookingCoverLoads.restaurant_id, ids.pizzeria),
          eq(bookingCoverLoads.kind, 'slot'),
          eq(bookingCoverLoads.starts_at, new Date(at)),
        ),
      );
    expect(slot!.covers).toBe(2);
    expect(await remainingAt(pizzeriaKey, tomorrow, at)).toBe(0);
    // The covers are taken last (decision 079): the refused parties' guest, booking, history,
    // emails and live event were written first, and rolled back with the refusal.
    const racers = await t.database.db
      .select({ email: guests.email })
      .from(guests)
      .where(like(guests.email, 'gara%@ospite.test'));
    expect(racers).toHaveLength(1);
    const [made] = await t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.restaurant_id, ids.pizzeria), eq(bookings.starts_at, new Date(at))));
    expect(made!.n).toBe(1);
    const orphans = await rowsOf(
      sql`select 1 from pgboss.job j where j.name like 'booking.%' and not exists (select 1 from bookings b where b.id = (j.data->'payload'->>'booking_id')::int)`,
    );
    expect(orphans).toEqual([]);
    const events = await rowsOf(
      sql`select 1 from live_events e where e.type = 'booking.created' and not exists (select 1 from bookings b where b.id = (e.payload->>'booking_id')::int)`,
    );
    expect(events).toEqual([]);
    await openForBookings(t.app, ids.pizzeria, team.owner);
  });

  it('keeps no answer for a key whose booking was refused: the same key books once there is room', async () => {
    await openForBookings(t.app, ids.pizzeria, team.owner, {
      max_covers_per_slot: 2,
      max_party_online: 2,
    });
    const at = romeTime(tomorrow, '21:30');
    expect((await postBooking(t.app, pizzeriaKey, bookingFor(at))).statusCode).toBe(201);
    // Its answer is saved before the covers are taken (decision 085), and rolled back with them.
    const key = newIdempotencyKey();
    const body = bookingFor(at, { guest: { ...BOOKING_GUEST, email: 'ritenta@ospite.test' } });
    const refused = await postBooking(t.app, pizzeriaKey, body, key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ starts_at: 'slot_full' });
    expect((await postBooking(t.app, pizzeriaKey, body, key)).statusCode).toBe(422);
    await openForBookings(t.app, ids.pizzeria, team.owner, {
      max_covers_per_slot: 4,
      max_party_online: 2,
    });
    const booked = await postBooking(t.app, pizzeriaKey, body, key);
    expect(booked.statusCode).toBe(201);
    expect(booked.headers['idempotent-replayed']).toBeUndefined();
    const again = await postBooking(t.app, pizzeriaKey, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(booked.json());
    await openForBookings(t.app, ids.pizzeria, team.owner);
  });

  it('gives the last places of a service to one party only, when guests race for its times', async () => {
    await openForBookings(t.app, ids.pizzeria, team.owner, {
      max_covers_per_slot: 4,
      max_covers_per_service: 4,
      max_party_online: 4,
    });
    // Past the demo's week of bookings: an evening nobody else of this file books.
    const day = romeDay(t.clock.now(), 12);
    const times = ['19:00', '19:30', '20:00', '20:30', '21:00'].map((h) => romeTime(day, h));
    const answers = await Promise.all(
      times.map((at, i) =>
        postBooking(
          t.app,
          pizzeriaKey,
          bookingFor(at, {
            party_size: 3,
            guest: { ...BOOKING_GUEST, email: `servizio${i}@ospite.test` },
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().fields).toEqual({ starts_at: 'service_full' });
    }
    const rows = await t.database.db
      .select({ kind: bookingCoverLoads.kind, covers: bookingCoverLoads.covers })
      .from(bookingCoverLoads)
      .where(
        and(
          eq(bookingCoverLoads.restaurant_id, ids.pizzeria),
          gte(bookingCoverLoads.starts_at, new Date(times[0]!)),
          lte(bookingCoverLoads.starts_at, new Date(times[4]!)),
        ),
      );
    // One service of 3 covers, and one slot of 3: the refused parties' slots were given back.
    expect(rows.filter((r) => r.kind === 'service').map((r) => r.covers)).toEqual([3]);
    expect(rows.filter((r) => r.kind === 'slot').reduce((n, r) => n + r.covers, 0)).toBe(3);
    await openForBookings(t.app, ids.pizzeria, team.owner);
  });

  it('fills a service: the room is full even when its slots are not', async () => {
    await openForBookings(t.app, ids.pizzeria, team.owner, {
      max_covers_per_slot: 4,
      max_covers_per_service: 4,
      max_party_online: 4,
    });
    const day = romeDay(t.clock.now(), 2);
    const first = await postBooking(
      t.app,
      pizzeriaKey,
      bookingFor(romeTime(day, '12:00'), { party_size: 3 }),
    );
    expect(first.statusCode).toBe(201);
    const second = await postBooking(t.app, pizzeriaKey, bookingFor(romeTime(day, '13:30')));
    expect(second.statusCode).toBe(422);
    expect(second.json().fields).toEqual({ starts_at: 'service_full' });
    // Dinner is another service, with its own room.
    const dinner = await postBooking(t.app, pizzeriaKey, bookingFor(romeTime(day, '19:00')));
    expect(dinner.statusCode).toBe(201);
    const lunch = await availability(pizzeriaKey, `date=${day}&party_size=2`);
    expect(
      lunch.json().times.every((time: { start: string }) => time.start >= romeTime(day, '19:00')),
    ).toBe(true);
    await openForBookings(t.app, ids.pizzeria, team.owner);
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const before = await bookingCount();
    const at = romeTime(tomorrow, '19:30');
    const cases: Array<[unknown, number, Record<string, string>?]> = [
      [bookingFor(at, { party_size: 0 }), 400],
      [bookingFor(at, { party_size: 10_000 }), 400],
      [bookingFor(at, { party_size: 2.5 }), 400],
      [bookingFor(at, { party_size: 9 }), 422, { party_size: 'party_too_large' }],
      [bookingFor(romeTime(tomorrow, '16:00')), 422, { starts_at: 'time_unavailable' }],
      [bookingFor(romeTime(tomorrow, '19:10')), 422, { starts_at: 'time_unavailable' }],
      [bookingFor(romeTime('2031-06-15', '20:00')), 422, { starts_at: 'date_unavailable' }],
      [bookingFor('0001-01-01T19:00:00Z'), 422, { starts_at: 'date_unavailable' }],
      [bookingFor('9999-12-31T19:00:00Z'), 422, { starts_at: 'date_unavailable' }],
      [bookingFor(new Date(t.clock.nowMs() - 86_400_000).toISOString()), 422],
      [bookingFor('tomorrow at eight'), 400],
      [bookingFor(at, { privacy_consent: false }), 400],
      [bookingFor(at, { guest: { name: 'X', email: 'x@x.test', phone: '+39 333 1' } }), 400],
      [bookingFor(at, { guest: { ...BOOKING_GUEST, email: 'not-an-email' } }), 400],
      [bookingFor(at, { notes: 'n'.repeat(501) }), 400],
      [bookingFor(at, { language: 'xx' }), 400],
      [bookingFor(at, { status: 'seated' }), 400],
      [JSON.stringify(bookingFor(at)).replace('{', '{"__proto__":{"admin":true},'), 400],
      [{}, 400],
      ['[]', 400],
    ];
    for (const [body, status, fields] of cases) {
      const res = await postBooking(t.app, trattoriaKey, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(status);
      if (fields) expect(res.json().fields).toEqual(fields);
    }
    // No key, a malformed key, a body over 1 MB, no restaurant.
    expect((await postBooking(t.app, trattoriaKey, bookingFor(at), null)).statusCode).toBe(400);
    expect((await postBooking(t.app, trattoriaKey, bookingFor(at), 'short')).statusCode).toBe(400);
    const huge = await postBooking(
      t.app,
      trattoriaKey,
      bookingFor(at, { notes: 'x'.repeat(1_100_000) }),
    );
    expect(huge.statusCode).toBe(413);
    expect((await postBooking(t.app, 'nope-nope', bookingFor(at))).statusCode).toBe(404);
    expect(await bookingCount()).toBe(before);
  });

  it('keeps a hostile name as text: one line in the email subject, no markup run', async () => {
    const name = 'Mario <script>alert(1)</script>\r\nBcc: tutti@x.test';
    const guest = { ...BOOKING_GUEST, name, email: 'ostile@ospite.test' };
    const res = await postBooking(
      t.app,
      trattoriaKey,
      bookingFor(romeTime(tomorrow, '14:30'), { guest }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe(name.trim());
    await t.app.jobs.runDueJobs();
    const notice = (await lastMailTo(t.app, 'trattoria@demo.test')).subject;
    expect(notice).not.toMatch(/[\r\n]/);
  });
});

describe('the manage link', () => {
  async function book(clock: string, changes: Record<string, unknown> = {}, day = tomorrow) {
    const res = await postBooking(t.app, trattoriaKey, bookingFor(romeTime(day, clock), changes));
    expect(res.statusCode).toBe(201);
    return res.json().public_id as string;
  }
  const put = (publicId: string, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/public-bookings/${publicId}`, payload: body });
  const cancel = (publicId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/public-bookings/${publicId}` });

  it('answers 400 for a malformed link and 404 for an unknown one', async () => {
    expect((await t.app.inject({ url: '/api/public-bookings/short' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/public-bookings/${'A'.repeat(22)}` })).statusCode).toBe(
      404,
    );
    expect((await cancel('x'.repeat(300))).statusCode).toBe(400);
    expect((await put('A'.repeat(22), { party_size: 3 })).statusCode).toBe(404);
  });

  it("finds nothing through another restaurant's site, and changes nothing there", async () => {
    const publicId = await book('14:00');
    const before = (await t.app.inject({ url: `/api/public-bookings/${publicId}` })).json();
    const own = await t.app.inject({
      url: `/api/public-bookings/${publicId}?public_key=${trattoriaKey}`,
    });
    expect(own.json()).toEqual(before);
    const elsewhere = `?public_key=${pizzeriaKey}`;
    for (const res of [
      await t.app.inject({ url: `/api/public-bookings/${publicId}${elsewhere}` }),
      await t.app.inject({
        method: 'PUT',
        url: `/api/public-bookings/${publicId}${elsewhere}`,
        payload: { party_size: 3 },
      }),
      await t.app.inject({ method: 'DELETE', url: `/api/public-bookings/${publicId}${elsewhere}` }),
      await t.app.inject({
        method: 'POST',
        url: `/api/public-bookings/${publicId}/confirm${elsewhere}`,
      }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ url: `/api/public-bookings/${publicId}?other=1` })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: `/api/public-bookings/${publicId}` })).json()).toEqual(
      before,
    );
  });

  it('moves a booking to another time and party: the old covers free, the new ones taken, the change in its history', async () => {
    const from = romeTime(tomorrow, '13:30');
    const to = romeTime(tomorrow, '19:00');
    const publicId = await book('13:30');
    const [fromBefore, toBefore] = [
      await remainingAt(trattoriaKey, tomorrow, from),
      await remainingAt(trattoriaKey, tomorrow, to),
    ];
    const res = await put(publicId, { starts_at: to, party_size: 5, notes: 'Compleanno' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ starts_at: to, party_size: 5, notes: 'Compleanno' });
    expect(res.json().events.at(-1)).toMatchObject({
      from_status: 'confirmed',
      to_status: 'confirmed',
      changed: {
        starts_at: { from, to },
        party_size: { from: 2, to: 5 },
        notes: { from: 'Seggiolone, allergia alle noci', to: 'Compleanno' },
      },
    });
    expect(await remainingAt(trattoriaKey, tomorrow, from)).toBe(fromBefore + 2);
    expect(await remainingAt(trattoriaKey, tomorrow, to)).toBe(toBefore - 5);
    await t.app.jobs.runDueJobs();
    expect(await subjectsTo(BOOKING_GUEST.email)).toContain(
      'Trattoria Demo: la tua prenotazione è stata modificata',
    );
  });

  it('lets guests swap times at once without waiting on each other crosswise', async () => {
    const day = romeDay(t.clock.now(), 8);
    // Lunch and dinner: each change gives back one service's covers and takes the other's.
    const [x, y] = [romeTime(day, '13:00'), romeTime(day, '20:00')];
    const pairs = await Promise.all(
      Array.from({ length: 4 }, async () => [
        await book('13:00', {}, day),
        await book('20:00', {}, day),
      ]),
    );
    const [atX, atY] = [
      await remainingAt(trattoriaKey, day, x),
      await remainingAt(trattoriaKey, day, y),
    ];
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [put(a!, { starts_at: y }), put(b!, { starts_at: x })]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect([
      await remainingAt(trattoriaKey, day, x),
      await remainingAt(trattoriaKey, day, y),
    ]).toEqual([atX, atY]);
  });

  it('refuses a change to a time that is full, outside the hours or above the online maximum, and keeps the booking', async () => {
    await openForBookings(t.app, ids.trattoria, team.owner, { max_covers_per_slot: 8 });
    const day = romeDay(t.clock.now(), 3);
    const publicId = await book('20:00', {}, day);
    await book('20:30', { party_size: 8 }, day);
    const before = (await t.app.inject({ url: `/api/public-bookings/${publicId}` })).json();
    for (const [body, fields] of [
      [{ starts_at: romeTime(day, '20:30') }, { starts_at: 'slot_full' }],
      [{ starts_at: romeTime(day, '17:00') }, { starts_at: 'time_unavailable' }],
      [{ party_size: 9 }, { party_size: 'party_too_large' }],
    ] as const) {
      const res = await put(publicId, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual(fields);
    }
    for (const body of [{}, { party_size: 0 }, { party_size: 10_000 }, { status: 'seated' }]) {
      expect((await put(publicId, body)).statusCode).toBe(400);
    }
    const after = (await t.app.inject({ url: `/api/public-bookings/${publicId}` })).json();
    expect(after).toEqual(before);
    expect(await remainingAt(trattoriaKey, day, romeTime(day, '20:00'))).toBe(6);
    await openForBookings(t.app, ids.trattoria, team.owner);
  });

  it('cancels until the cut-off: the covers come back, and a cancelled booking changes no more', async () => {
    const at = romeTime(tomorrow, '22:00');
    const publicId = await book('22:00', { party_size: 6 });
    const held = await remainingAt(trattoriaKey, tomorrow, at);
    const res = await cancel(publicId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', manageable: false });
    expect(await remainingAt(trattoriaKey, tomorrow, at)).toBe(held + 6);
    const again = await cancel(publicId);
    expect(again.statusCode).toBe(422);
    expect(again.json().fields).toEqual({ status: 'not_changeable' });
    expect((await put(publicId, { party_size: 3 })).statusCode).toBe(422);
    await t.app.jobs.runDueJobs();
    expect(await subjectsTo(BOOKING_GUEST.email)).toContain(
      'Trattoria Demo: la tua prenotazione è stata annullata',
    );
  });

  it('refuses changes and cancellations after the cut-off', async () => {
    const publicId = await book('12:00', {}, romeDay(t.clock.now(), 2));
    const booking = (await t.app.inject({ url: `/api/public-bookings/${publicId}` })).json();
    const untilCutoff = Date.parse(booking.manage_until) - t.clock.nowMs();
    t.clock.advance(untilCutoff + 60_000);
    try {
      for (const res of [await cancel(publicId), await put(publicId, { party_size: 3 })]) {
        expect(res.statusCode).toBe(422);
        expect(res.json().fields).toEqual({ starts_at: 'past_cutoff' });
      }
      const read = await t.app.inject({ url: `/api/public-bookings/${publicId}` });
      expect(read.json()).toMatchObject({ status: 'confirmed', manageable: false });
    } finally {
      t.clock.advance(-(untilCutoff + 60_000));
    }
  });

  it('reminds the guest the day before with one-click confirm and cancel, and records the confirmation once', async () => {
    const day = romeDay(t.clock.now(), 4);
    const guest = { ...BOOKING_GUEST, email: 'promemoria@ospite.test' };
    const publicId = await book('20:00', { guest }, day);
    const start = Date.parse(romeTime(day, '20:00'));
    const ahead = start - 23 * 3_600_000 - t.clock.nowMs();
    await t.app.jobs.runDueJobs();
    t.clock.advance(ahead);
    try {
      await t.app.jobs.runDueJobs();
      const mail = await lastMailTo(t.app, guest.email);
      expect(mail.subject).toBe('Trattoria Demo: ti aspettiamo domani');
      expect(mail.text_body).toContain(`/it/booking/${publicId}?action=confirm`);
      expect(mail.text_body).toContain(`/it/booking/${publicId}?action=cancel`);
      const confirm = () =>
        t.app.inject({ method: 'POST', url: `/api/public-bookings/${publicId}/confirm` });
      const first = await confirm();
      expect(first.statusCode).toBe(200);
      expect(first.json().guest_confirmed_at).toBe(t.clock.now().toISOString());
      const second = await confirm();
      expect(second.json().events).toHaveLength(first.json().events.length);
    } finally {
      t.clock.advance(-ahead);
    }
  });
});
