import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { liveEvents } from '../../db/schema/events';
import { guests } from '../../db/schema/orders';
import { findOutboxMessagesTo } from '../../ports/mail/outbox.repository';
import {
  atInstant,
  BOOKING_GUEST,
  BOOKINGS_ON,
  bookingFor,
  openForBookings,
  postBooking,
  romeDay,
  romeTime,
} from '../../test/bookings';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import { newIdempotencyKey, publicKeyOf } from '../../test/ordering';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let trattoriaKey: string;
let tomorrow: string;

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  trattoriaKey = await publicKeyOf(t.app, 'trattoria');
  await openForBookings(t.app, ids.trattoria, team.owner);
  await openForBookings(t.app, ids.pizzeria, team.owner);
  tomorrow = romeDay(t.clock.now(), 1);
});
afterAll(() => t.close());

/** The subjects of every mail to an address: a run of jobs sends them in no set order. */
async function subjectsTo(address: string) {
  return (await findOutboxMessagesTo(t.app.db, address)).map((m) => m.subject);
}

const settingsOf = (id: number, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/booking-settings/${id}`, headers });
const putSettings = (id: number, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/booking-settings/${id}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const list = (query: string, headers = team.staff) =>
  t.app.inject({ url: `/api/bookings?${query}`, headers });
const read = (id: number, headers = team.staff) =>
  t.app.inject({ url: `/api/bookings/${id}`, headers });
const move = (id: number, body: object, headers = team.staff) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/status`, headers, payload: body });
const enter = (body: object, headers = team.staff, key: string | null = newIdempotencyKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });

/** An online booking at the trattoria, and its id as the dashboard knows it. */
async function booked(clock: string, changes: Record<string, unknown> = {}, day = tomorrow) {
  const res = await postBooking(t.app, trattoriaKey, bookingFor(romeTime(day, clock), changes));
  expect(res.statusCode).toBe(201);
  const [row] = await t.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.public_id, res.json().public_id));
  return { id: row!.id, publicId: res.json().public_id as string };
}

describe('booking settings', () => {
  it('are read by staff and written by owners and managers only; another business finds nothing', async () => {
    const got = await settingsOf(ids.trattoria, team.staff);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      ...BOOKINGS_ON,
      restaurant_id: ids.trattoria,
      plan_includes_bookings: true,
      guarantee_available: false,
    });
    const changed = { ...BOOKINGS_ON, cutoff_minutes: 60 };
    expect((await putSettings(ids.trattoria, team.staff, changed)).statusCode).toBe(403);
    expect((await putSettings(ids.trattoria, team.manager, changed)).statusCode).toBe(200);
    expect((await settingsOf(ids.trattoria, team.owner)).json().cutoff_minutes).toBe(60);
    expect((await settingsOf(ids.trattoria, team.otherOwner)).statusCode).toBe(404);
    expect((await putSettings(ids.trattoria, team.otherOwner, changed)).statusCode).toBe(404);
    // Staff bound to the trattoria see no other restaurant's.
    expect((await settingsOf(ids.pizzeria, team.staff)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/booking-settings/${ids.trattoria}` })).statusCode).toBe(
      401,
    );
    await openForBookings(t.app, ids.trattoria, team.owner);
  });

  it('refuses malformed settings with 400 and settings that cannot work with 422, changing nothing', async () => {
    const before = (await settingsOf(ids.trattoria, team.owner)).json();
    for (const payload of [
      { ...BOOKINGS_ON, slot_minutes: 7 },
      { ...BOOKINGS_ON, slot_minutes: 0 },
      { ...BOOKINGS_ON, max_party_online: 0 },
      { ...BOOKINGS_ON, max_party_online: 10_000 },
      { ...BOOKINGS_ON, days_ahead: 5000 },
      { ...BOOKINGS_ON, cutoff_minutes: -5 },
      {
        ...BOOKINGS_ON,
        sitting_durations: [
          { up_to: 6, minutes: 120 },
          { up_to: 2, minutes: 90 },
        ],
      },
      { ...BOOKINGS_ON, guarantee_weekdays: ['fri', 'fri'] },
      { ...BOOKINGS_ON, guarantee_weekdays: ['funday'] },
      { ...BOOKINGS_ON, no_show_fee: 10.555 },
      { ...BOOKINGS_ON, cancellation_policy: { it: 'x'.repeat(1001) } },
      { ...BOOKINGS_ON, cancellation_policy: 'Disdetta gratuita' },
      { ...BOOKINGS_ON, cancellation_policy: { italiano: 'Disdetta gratuita' } },
      { ...BOOKINGS_ON, extra: true },
      { enabled: true },
      'not json at all',
    ]) {
      const res = await putSettings(ids.trattoria, team.owner, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(400);
    }
    const unworkable = await putSettings(ids.trattoria, team.owner, {
      ...BOOKINGS_ON,
      guarantee_enabled: true,
      max_party_online: 30,
      max_covers_per_slot: 20,
      max_covers_per_service: 10,
    });
    expect(unworkable.statusCode).toBe(422);
    expect(Object.keys(unworkable.json().fields).sort()).toEqual([
      'guarantee_enabled',
      'max_covers_per_slot',
      'max_party_online',
    ]);
    expect((await settingsOf(ids.trattoria, team.owner)).json()).toEqual(before);
  });

  it("keep the cancellation policy in the restaurant's languages, and give guests each of them", async () => {
    const before = (await settingsOf(ids.trattoria, team.owner)).json();
    // The trattoria speaks Italian first, then English.
    for (const [policy, field] of [
      [{ en: 'Free cancellation' }, 'cancellation_policy.it'],
      [{ it: 'Disdetta gratuita', ja: '無料キャンセル' }, 'cancellation_policy.ja'],
    ] as const) {
      const res = await putSettings(ids.trattoria, team.owner, {
        ...BOOKINGS_ON,
        cancellation_policy: policy,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    expect((await settingsOf(ids.trattoria, team.owner)).json()).toEqual(before);

    const saved = await putSettings(ids.trattoria, team.owner, {
      ...BOOKINGS_ON,
      cancellation_policy: {
        it: '  Disdetta gratuita fino a 2 ore prima. ',
        en: 'Free until 2 hours before.',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cancellation_policy).toEqual({
      it: 'Disdetta gratuita fino a 2 ore prima.',
      en: 'Free until 2 hours before.',
    });
    const info = await t.app.inject({ url: `/api/booking/${trattoriaKey}` });
    expect(info.json().cancellation_policy).toEqual(saved.json().cancellation_policy);
    // A cleared language is a missing one (its guests read the first); no text at all, no policy.
    const cleared = await putSettings(ids.trattoria, team.owner, {
      ...BOOKINGS_ON,
      cancellation_policy: { it: 'Disdetta gratuita.', en: '   ' },
    });
    expect(cleared.json().cancellation_policy).toEqual({ it: 'Disdetta gratuita.' });
    const none = await putSettings(ids.trattoria, team.owner, {
      ...BOOKINGS_ON,
      cancellation_policy: {},
    });
    expect(none.json().cancellation_policy).toEqual({});
  });
});

describe("the day's bookings", () => {
  it("lists a day in the evening's order with its covers, filtered by state, source and search", async () => {
    const day = romeDay(t.clock.now(), 5);
    const late = await booked('21:00', { party_size: 4 }, day);
    const early = await booked(
      '19:30',
      { guest: { ...BOOKING_GUEST, name: 'Carla Bianchi', email: 'carla@ospite.test' } },
      day,
    );
    const cancelled = await booked('20:00', { party_size: 6 }, day);
    await t.app.inject({ method: 'DELETE', url: `/api/public-bookings/${cancelled.publicId}` });

    const res = await list(`restaurant_id=${ids.trattoria}&date=${day}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((b: { id: number }) => b.id)).toEqual([early.id, cancelled.id, late.id]);
    expect(body).toMatchObject({ date: day, total: 3, totals: { bookings: 3, covers: 6 } });
    expect(body.items[0]).toMatchObject({
      name: 'Carla Bianchi',
      source: 'online',
      status: 'confirmed',
      // Five days ahead: neither seated nor a no-show yet (decision 081).
      allowed_moves: ['cancelled'],
      guest: { visits_count: 0, no_shows_count: 0 },
    });
    const only = async (query: string) =>
      (await list(`restaurant_id=${ids.trattoria}&date=${day}&${query}`))
        .json()
        .items.map((b: { id: number }) => b.id);
    expect(await only('status=cancelled')).toEqual([cancelled.id]);
    expect(await only('search=bianchi')).toEqual([early.id]);
    expect(await only('search=%25')).toEqual([]);
    expect(await only('source=phone')).toEqual([]);
    expect(await only('orderByType=desc')).toEqual([late.id, cancelled.id, early.id]);
    expect(await only('orderByColumn=party_size&orderByType=desc&limit=1')).toEqual([cancelled.id]);
  });

  it('reads a day long past or far ahead as empty, and refuses days at the edges of the calendar', async () => {
    for (const date of ['2000-01-01', '2199-12-31']) {
      const res = await list(`restaurant_id=${ids.trattoria}&date=${date}`);
      expect(res.statusCode, date).toBe(200);
      expect(res.json()).toMatchObject({ date, items: [], totals: { bookings: 0, covers: 0 } });
    }
    // Year 1 or 9999 would be an invalid instant in the restaurant's zone: 400, never a 500.
    for (const date of ['0001-01-01', '1970-01-01', '9999-12-31']) {
      expect((await list(`restaurant_id=${ids.trattoria}&date=${date}`)).statusCode, date).toBe(
        400,
      );
      const times = await t.app.inject({
        url: `/api/booking/${trattoriaKey}/availability?date=${date}&party_size=2`,
      });
      expect(times.statusCode, date).toBe(400);
    }
  });

  it('keeps another restaurant and another business out, and refuses a malformed query', async () => {
    expect((await list(`restaurant_id=${ids.pizzeria}`)).statusCode).toBe(404);
    expect((await list(`restaurant_id=${ids.trattoria}`, team.otherOwner)).statusCode).toBe(404);
    expect((await list(`restaurant_id=${ids.osteria}`, team.owner)).statusCode).toBe(404);
    for (const query of [
      '',
      'restaurant_id=abc',
      `restaurant_id=${ids.trattoria}&date=domani`,
      `restaurant_id=${ids.trattoria}&limit=1000`,
      `restaurant_id=${ids.trattoria}&status=eaten`,
      `restaurant_id=${ids.trattoria}&search=${'x'.repeat(101)}`,
      `restaurant_id=${ids.trattoria}&orderByColumn=email`,
    ]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
    const { id } = await booked('12:00');
    expect((await read(id)).statusCode).toBe(200);
    expect((await read(id, team.otherOwner)).statusCode).toBe(404);
    expect((await move(id, { to: 'seated' }, team.otherOwner)).statusCode).toBe(404);
    expect((await read(999_999_999)).statusCode).toBe(404);
    expect((await read(-1)).statusCode).toBe(400);
  });
});

describe('bookings taken by staff', () => {
  it('enters a phone booking, confirmed, with the hours and capacity of online ones', async () => {
    const at = romeTime(tomorrow, '13:00');
    const res = await enter({
      restaurant_id: ids.trattoria,
      source: 'phone',
      starts_at: at,
      // Above the online maximum: the phone is where large parties book.
      party_size: 12,
      guest: { name: 'Famiglia Verdi', phone: '+39 06 555 1234' },
      notes: 'Tavolo lungo',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      source: 'phone',
      party_size: 12,
      starts_at: at,
      email: '',
      events: [{ from_status: null, to_status: 'confirmed', by: expect.any(String) }],
    });
    expect(res.json().events[0].by).not.toBe('');
    for (const [body, fields] of [
      [{ starts_at: romeTime(tomorrow, '17:00') }, { starts_at: 'time_unavailable' }],
      [{ party_size: 21 }, { starts_at: 'slot_full' }],
    ] as const) {
      const refused = await enter({
        restaurant_id: ids.trattoria,
        source: 'phone',
        starts_at: at,
        party_size: 2,
        guest: { name: 'Rossi' },
        ...body,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields).toEqual(fields);
    }
  });

  it('seats a walk-in now, and refuses bad input and other restaurants', async () => {
    const res = await enter({
      restaurant_id: ids.trattoria,
      source: 'walk_in',
      party_size: 3,
      guest: { name: 'Passante' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'seated',
      source: 'walk_in',
      starts_at: t.clock.now().toISOString(),
      allowed_moves: ['completed'],
    });
    const valid = {
      restaurant_id: ids.trattoria,
      source: 'phone',
      party_size: 2,
      guest: { name: 'Rossi' },
    };
    for (const body of [
      valid, // a phone booking without its time
      { ...valid, starts_at: romeTime(tomorrow, '13:00'), party_size: 0 },
      { ...valid, starts_at: romeTime(tomorrow, '13:00'), party_size: 10_000 },
      { ...valid, starts_at: romeTime(tomorrow, '13:00'), source: 'online' },
      { ...valid, starts_at: romeTime(tomorrow, '13:00'), guest: { name: '' } },
      { ...valid, starts_at: romeTime(tomorrow, '13:00'), status: 'completed' },
    ]) {
      expect((await enter(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const far = await enter({ ...valid, starts_at: romeTime('2030-01-10', '13:00') });
    expect(far.statusCode).toBe(422);
    expect(far.json().fields).toEqual({ starts_at: 'date_unavailable' });
    const noKey = await enter({ ...valid, source: 'walk_in' }, team.staff, null);
    expect(noKey.statusCode).toBe(400);
    expect(
      (await enter({ ...valid, restaurant_id: ids.pizzeria, source: 'walk_in' })).statusCode,
    ).toBe(404);
    expect(
      (await enter({ ...valid, restaurant_id: ids.osteria, source: 'walk_in' }, team.owner))
        .statusCode,
    ).toBe(404);
    expect((await enter({ ...valid, source: 'walk_in' }, team.otherOwner)).statusCode).toBe(404);
  });
});

describe('changing a booking on the phone', () => {
  const change = (id: number, body: unknown, headers = team.staff) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('moves it within the hours and capacity, above the online maximum, with who did it in the history', async () => {
    const { id } = await booked('12:30', {
      guest: { ...BOOKING_GUEST, email: 'telefono@ospite.test' },
    });
    // Larger than guests may book online.
    const later = romeTime(tomorrow, '13:30');
    const res = await change(id, { starts_at: later, party_size: 10, notes: 'Arrivano in dieci' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      starts_at: later,
      party_size: 10,
      notes: 'Arrivano in dieci',
    });
    const last = res.json().events.at(-1);
    expect(last).toMatchObject({ changed: { party_size: { from: 2, to: 10 } } });
    expect(last.by).toBeTruthy();
    await t.app.jobs.runDueJobs();
    expect(await subjectsTo('telefono@ospite.test')).toContain(
      'Trattoria Demo: la tua prenotazione è stata modificata',
    );
  });

  it('refuses times outside the hours, full times, closed bookings, bad input and other businesses, changing nothing', async () => {
    const { id } = await booked('13:00');
    const before = (await read(id)).json();
    const outside = await change(id, { starts_at: romeTime(tomorrow, '16:00') });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().fields).toEqual({ starts_at: 'time_unavailable' });
    const full = await change(id, { party_size: 21 });
    expect(full.statusCode).toBe(422);
    for (const body of [
      {},
      { party_size: 0 },
      { party_size: 10_000 },
      { status: 'seated' },
      'nope',
    ]) {
      expect((await change(id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await change(id, { party_size: 3 }, team.otherOwner)).statusCode).toBe(404);
    expect((await read(id)).json()).toEqual(before);
    await atInstant(t, romeTime(tomorrow, '13:00'), (now) => move(id, { to: 'seated' }, now.staff));
    const seated = await change(id, { party_size: 3 });
    expect(seated.statusCode).toBe(422);
    expect(seated.json().fields).toEqual({ status: 'not_changeable' });
  });
});

describe("the guest's notes", () => {
  const notesOf = (id: number, body: unknown, headers = team.staff) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/guest-notes`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('are kept on the guest and shown on each of their bookings', async () => {
    const guest = { ...BOOKING_GUEST, email: 'allergie@ospite.test' };
    const first = await booked('12:00', { guest });
    const second = await booked('19:30', { guest }, romeDay(t.clock.now(), 7));
    const res = await notesOf(first.id, { notes: '  Celiaca; preferisce la sala interna ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().guest.notes).toBe('Celiaca; preferisce la sala interna');
    expect((await read(second.id)).json().guest.notes).toBe('Celiaca; preferisce la sala interna');
  });

  it('refuse bad input, another business and a booking without a guest, changing nothing', async () => {
    const { id } = await booked('12:30');
    const before = (await read(id)).json().guest.notes;
    for (const body of [
      {},
      { notes: 'x'.repeat(1001) },
      { notes: 3 },
      { notes: 'a', extra: 1 },
      'nope',
    ]) {
      expect((await notesOf(id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await notesOf(id, { notes: 'Rubato' }, team.otherOwner)).statusCode).toBe(404);
    expect((await notesOf(999_999_999, { notes: 'x' })).statusCode).toBe(404);
    expect((await read(id)).json().guest.notes).toBe(before);
    const [orphan] = await t.database.db
      .update(bookings)
      .set({ guest_id: null })
      .where(eq(bookings.id, id))
      .returning({ id: bookings.id });
    const none = await notesOf(orphan!.id, { notes: 'Nessuno' });
    expect(none.statusCode).toBe(422);
    expect(none.json().fields).toEqual({ notes: 'No guest' });
  });
});

describe('moving a booking', () => {
  it('approves a requested booking, seats and completes it, counting a visit of the guest', async () => {
    await openForBookings(t.app, ids.trattoria, team.owner, { auto_confirm: false });
    const guest = { ...BOOKING_GUEST, email: 'visita@ospite.test' };
    const { id } = await booked('20:30', { guest });
    await openForBookings(t.app, ids.trattoria, team.owner);
    expect((await read(id)).json()).toMatchObject({
      status: 'requested',
      allowed_moves: ['confirmed', 'cancelled'],
    });
    expect((await move(id, { to: 'confirmed' })).json().status).toBe('confirmed');
    await atInstant(t, romeTime(tomorrow, '20:15'), async (now) => {
      for (const to of ['seated', 'completed']) {
        const res = await move(id, { to }, now.staff);
        expect(res.statusCode, to).toBe(200);
        expect(res.json().status).toBe(to);
      }
    });
    const done = (await read(id)).json();
    expect(done.events.map((e: { to_status: string }) => e.to_status)).toEqual([
      'requested',
      'confirmed',
      'seated',
      'completed',
    ]);
    expect(done.guest.visits_count).toBe(1);
    await t.app.jobs.runDueJobs();
    // Asked for, then confirmed by the restaurant.
    expect((await subjectsTo(guest.email)).sort()).toEqual([
      'Trattoria Demo: abbiamo ricevuto la tua richiesta di prenotazione',
      'Trattoria Demo: la tua prenotazione è confermata',
    ]);
  });

  it('marks a no-show (counted on the guest, seen on their next booking) and seats a party late after all', async () => {
    const guest = { ...BOOKING_GUEST, email: 'assente@ospite.test' };
    const { id } = await booked('19:00', { guest });
    await atInstant(t, romeTime(tomorrow, '19:20'), async (now) => {
      expect((await move(id, { to: 'no_show' }, now.staff)).statusCode).toBe(200);
    });
    const next = await booked('19:00', { guest }, romeDay(t.clock.now(), 6));
    expect((await read(next.id)).json().guest).toMatchObject({ no_shows_count: 1 });
    // The party turns up late after all.
    await atInstant(t, romeTime(tomorrow, '19:40'), async (now) => {
      expect((await move(id, { to: 'seated' }, now.staff)).json().status).toBe('seated');
    });
  });

  it('cancels with a reason the guest reads, frees the covers, and refuses what the state machine does not allow', async () => {
    const at = romeTime(tomorrow, '14:00');
    const guest = { ...BOOKING_GUEST, email: 'annullata@ospite.test' };
    const { id } = await booked('14:00', { guest, party_size: 5 });
    const noReason = await move(id, { to: 'cancelled' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().fields).toEqual({ reason: 'Required' });
    const times = async () =>
      (
        await t.app.inject({
          url: `/api/booking/${trattoriaKey}/availability?date=${tomorrow}&party_size=1`,
        })
      )
        .json()
        .times.find((time: { start: string }) => time.start === at)?.remaining;
    const held = await times();
    const cancelled = await move(id, { to: 'cancelled', reason: 'Chiusura per guasto' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', reason: 'Chiusura per guasto' });
    expect(await times()).toBe(held + 5);
    for (const to of ['seated', 'confirmed', 'cancelled', 'requested']) {
      const refused = await move(id, { to, reason: 'Perché sì' });
      expect(refused.statusCode, to).toBe(422);
    }
    for (const body of [
      { to: 'eaten' },
      { to: 'seated', reason: 'x' },
      {},
      { to: 'seated', extra: 1 },
    ]) {
      expect((await move(id, body)).statusCode).toBe(400);
    }
    await t.app.jobs.runDueJobs();
    const mails = await findOutboxMessagesTo(t.app.db, guest.email);
    const mail = mails.find((m) => m.subject.endsWith('è stata annullata'));
    expect(mail?.text_body).toContain('Motivo: Chiusura per guasto');
  });

  it('lets one of two hosts moving the same booking at once win', async () => {
    const { id } = await booked('21:30');
    const [a, b] = await atInstant(t, romeTime(tomorrow, '21:30'), (now) =>
      Promise.all([
        move(id, { to: 'seated' }, now.staff),
        move(id, { to: 'cancelled', reason: 'Chiusura per guasto' }, now.manager),
      ]),
    );
    // Neither move leads on to the other, whichever runs first (a no-show may still be seated).
    // The loser finds it moved meanwhile (409), or already moved where its move is not allowed (422).
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(won.statusCode).toBe(200);
    expect([409, 422]).toContain(lost.statusCode);
    expect((await read(id)).json().status).toBe(won.json().status);
  });

  it('announces each booking and move to the restaurant’s open screens', async () => {
    const [last] = await t.database.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .orderBy(desc(liveEvents.id))
      .limit(1);
    const { id } = await booked('22:00');
    await atInstant(t, romeTime(tomorrow, '21:50'), (now) => move(id, { to: 'seated' }, now.staff));
    const events = await t.database.db
      .select()
      .from(liveEvents)
      .where(and(gt(liveEvents.id, last?.id ?? 0), eq(liveEvents.restaurant_id, ids.trattoria)))
      // In the order they were published: without it PostgreSQL returns the rows as stored.
      .orderBy(liveEvents.id);
    const ofThis = events.filter((e) => (e.payload as { booking_id?: number }).booking_id === id);
    expect(ofThis.map((e) => [e.type, (e.payload as { status: string }).status])).toEqual([
      ['booking.created', 'confirmed'],
      ['booking.updated', 'seated'],
    ]);
    const [guest] = await t.database.db
      .select()
      .from(guests)
      .where(eq(guests.email, BOOKING_GUEST.email));
    expect(guest?.orders_count).toBe(0);
  });
});

describe('a move before its time (decision 081)', () => {
  const HOUR = 3_600_000;
  const shifted = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
  const eventsOf = async (id: number) =>
    (await t.database.db.select().from(liveEvents)).filter(
      (e) => (e.payload as { booking_id?: number }).booking_id === id,
    ).length;

  it('refuses seating tomorrow’s party and a no-show before its time with 422, changing nothing', async () => {
    const guest = { ...BOOKING_GUEST, email: 'presto@ospite.test' };
    const at = romeTime(tomorrow, '20:00');
    const { id } = await booked('20:00', { guest });
    const before = (await read(id)).json();
    const announced = await eventsOf(id);
    for (const [instant, to] of [
      [t.clock.now().toISOString(), 'seated'],
      [shifted(at, -12 * HOUR - 60_000), 'seated'],
      [shifted(at, -60_000), 'no_show'],
    ] as const) {
      await atInstant(t, instant, async (now) => {
        const res = await move(id, { to }, now.staff);
        expect(res.statusCode, `${to} at ${instant}`).toBe(422);
        expect(res.json()).toMatchObject({ code: 'RULE_BROKEN', fields: { to: 'too_early' } });
      });
    }
    // No history row, no guest counted, nothing announced.
    expect((await read(id)).json()).toEqual(before);
    expect(await eventsOf(id)).toBe(announced);
  });

  it('seats a party exactly twelve hours before its time, and marks a no-show exactly at it', async () => {
    const early = await booked('12:30');
    const absent = await booked('13:00');
    await atInstant(t, shifted(romeTime(tomorrow, '12:30'), -12 * HOUR), async (now) => {
      expect((await move(early.id, { to: 'seated' }, now.staff)).json().status).toBe('seated');
    });
    await atInstant(t, romeTime(tomorrow, '13:00'), async (now) => {
      expect((await move(absent.id, { to: 'no_show' }, now.staff)).json().status).toBe('no_show');
    });
  });

  it('shows in allowed_moves only the moves due by the clock, on the booking and in the day', async () => {
    const at = romeTime(tomorrow, '14:30');
    const { id } = await booked('14:30');
    const movesAt = async (headers: typeof team.staff) => {
      const one = (await read(id, headers)).json().allowed_moves;
      const day = (await list(`restaurant_id=${ids.trattoria}&date=${tomorrow}`, headers)).json();
      expect(day.items.find((b: { id: number }) => b.id === id).allowed_moves).toEqual(one);
      return one;
    };
    expect(await movesAt(team.staff)).toEqual(['cancelled']);
    await atInstant(t, shifted(at, -12 * HOUR - 1), async (now) => {
      expect(await movesAt(now.staff)).toEqual(['cancelled']);
    });
    await atInstant(t, shifted(at, -12 * HOUR), async (now) => {
      expect(await movesAt(now.staff)).toEqual(['seated', 'cancelled']);
    });
    await atInstant(t, at, async (now) => {
      expect(await movesAt(now.staff)).toEqual(['seated', 'no_show', 'cancelled']);
    });
  });
});
