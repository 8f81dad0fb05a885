import { WAITLIST_OFFER_MINUTES } from '@coperto/shared/bookings/booking.constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCoverLoads, bookings, bookingWaitlist } from '../../db/schema/bookings';
import { liveEvents } from '../../db/schema/events';
import { runAsTenant } from '../../db/tenant-scope';
import { findOutboxMessagesTo } from '../../ports/mail/outbox.repository';
import {
  atInstant,
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
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import { newIdempotencyKey, publicKeyOf } from '../../test/ordering';

// The waitlist of a full time (decision 060), through the API on the test's database. Each test
// uses times of its own; a time holds 4 covers (SLOT), so two parties of two fill it.

const SLOT = 4;
const ON = { max_covers_per_slot: SLOT, max_party_online: SLOT };
let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let trattoriaKey: string;
let pizzeriaKey: string;
let tomorrow: string;
let later: string;

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  trattoriaKey = await publicKeyOf(t.app, 'trattoria');
  pizzeriaKey = await publicKeyOf(t.app, 'pizzeria');
  await openForBookings(t.app, ids.trattoria, team.owner, ON);
  await openForBookings(t.app, ids.pizzeria, team.owner, ON);
  tomorrow = romeDay(t.clock.now(), 1);
  later = romeDay(t.clock.now(), 2);
});
afterAll(() => t.close());

let guestNumber = 0;
/** A guest of their own, so each test reads its own mail. */
function newGuest(name = 'Ospite in Attesa') {
  guestNumber += 1;
  return { ...BOOKING_GUEST, name, email: `attesa${guestNumber}@ospite.test` };
}

let address = 0;
function joinBody(startsAt: string, changes: Record<string, unknown> = {}) {
  return {
    starts_at: startsAt,
    party_size: 2,
    guest: newGuest(),
    notes: 'Tavolo all’aperto se possibile',
    language: 'it',
    privacy_consent: true,
    ...changes,
  };
}

function join(publicKey: string, body: unknown, key: string | null = newIdempotencyKey()) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/booking/${publicKey}/waitlist`,
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: `10.17.${(address >> 8) & 255}.${address & 255}`,
  });
}

function accept(publicId: string, query = '') {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/public-waitlist/${publicId}/accept${query}`,
    remoteAddress: `10.18.${(address >> 8) & 255}.${address & 255}`,
  });
}
const leave = (publicId: string, query = '') =>
  t.app.inject({ method: 'DELETE', url: `/api/public-waitlist/${publicId}${query}` });
const entryOf = (publicId: string, query = '') =>
  t.app.inject({ url: `/api/public-waitlist/${publicId}${query}` });

/** Fills a time with two parties of two; answers their public ids. */
async function fill(publicKey: string, at: string): Promise<string[]> {
  const made: string[] = [];
  for (let i = 0; i < SLOT / 2; i++) {
    const res = await postBooking(t.app, publicKey, bookingFor(at, { guest: newGuest('Pieno') }));
    expect(res.statusCode, res.body).toBe(201);
    made.push(res.json().public_id);
  }
  return made;
}

async function joined(publicKey: string, at: string, changes: Record<string, unknown> = {}) {
  const body = joinBody(at, changes);
  const res = await join(publicKey, body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json() as { public_id: string; status: string }), email: body.guest.email };
}

const cancelBooking = (publicId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/public-bookings/${publicId}` });

async function subjectsTo(email: string) {
  await t.app.jobs.runDueJobs();
  return (await findOutboxMessagesTo(t.app.db, email)).map((m) => m.subject);
}

async function coversAt(restaurantId: number, at: string) {
  const [row] = await t.database.db
    .select({ covers: bookingCoverLoads.covers })
    .from(bookingCoverLoads)
    .where(
      and(
        eq(bookingCoverLoads.restaurant_id, restaurantId),
        eq(bookingCoverLoads.kind, 'slot'),
        eq(bookingCoverLoads.starts_at, new Date(at)),
      ),
    );
  return row?.covers ?? 0;
}

async function statusOf(publicId: string) {
  return (await entryOf(publicId)).json().status as string;
}

describe('joining the waitlist', () => {
  it('refuses a time with room (book instead), joins a full one and mails how to leave', async () => {
    const at = romeTime(tomorrow, '19:00');
    const open = await join(trattoriaKey, joinBody(at));
    expect(open.statusCode).toBe(422);
    expect(open.json().fields).toEqual({ starts_at: 'time_available' });
    await fill(trattoriaKey, at);
    // Availability names the full times, where the booking page offers the waitlist.
    const day = await t.app.inject({
      url: `/api/booking/${trattoriaKey}/availability?date=${tomorrow}&party_size=2`,
    });
    expect(day.json().full_times).toContain(at);
    expect(day.json().times.map((time: { start: string }) => time.start)).not.toContain(at);

    const body = joinBody(at, { language: 'it' });
    const key = newIdempotencyKey();
    const res = await join(trattoriaKey, body, key);
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({
      status: 'waiting',
      party_size: 2,
      starts_at: at,
      name: body.guest.name,
      offer_expires_at: null,
      booking_public_id: null,
      restaurant: { name: 'Trattoria Demo', public_key: trattoriaKey, time_zone: 'Europe/Rome' },
    });
    expect(entry.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(entry).not.toHaveProperty('email');

    // A retry with the same key answers the same entry; the same guest again keeps one place.
    const replay = await join(trattoriaKey, body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().public_id).toBe(entry.public_id);
    const again = await join(trattoriaKey, body);
    expect(again.json().public_id).toBe(entry.public_id);
    const rows = await t.database.db
      .select()
      .from(bookingWaitlist)
      .where(eq(bookingWaitlist.email, body.guest.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.privacy_consent_at).not.toBeNull();

    await t.app.jobs.runDueJobs();
    const [mail] = await findOutboxMessagesTo(t.app.db, body.guest.email);
    expect(mail!.subject).toBe('Trattoria Demo: sei in lista d’attesa');
    expect(mail!.text_body).toContain(`/it/waitlist/${entry.public_id}?action=leave`);
    expect(mail!.text_body).not.toContain('action=accept');
  });

  it('refuses bad input, a reused key with another body, and changes nothing', async () => {
    const at = romeTime(tomorrow, '19:30');
    await fill(trattoriaKey, at);
    const before = (await t.database.db.select().from(bookingWaitlist)).length;
    const bad: unknown[] = [
      joinBody(at, { party_size: 0 }),
      joinBody(at, { party_size: 10_000 }),
      joinBody(at, { party_size: '2' }),
      joinBody(at, { privacy_consent: false }),
      joinBody(at, { guest: { ...BOOKING_GUEST, email: 'not-an-email' } }),
      joinBody(at, { guest: { name: 'X', email: 'a@b.test', phone: '+39 333 1' } }),
      joinBody(at, { starts_at: 'domani' }),
      joinBody(at, { language: 'xx' }),
      joinBody(at, { notes: 'n'.repeat(5000) }),
      joinBody(at, { admin: true }),
      joinBody(at, { guest: { ...BOOKING_GUEST, name: 'A'.repeat(100_000) } }),
      '{"starts_at":',
      '{"__proto__":{"admin":true}}',
      '',
    ];
    for (const body of bad) {
      const res = await join(trattoriaKey, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await join(trattoriaKey, joinBody(at), null)).statusCode).toBe(400);

    const rules: Array<[unknown, string, string]> = [
      [joinBody(at, { party_size: SLOT + 1 }), 'party_size', 'party_too_large'],
      [joinBody(romeTime(tomorrow, '17:00')), 'starts_at', 'time_unavailable'],
      [joinBody(romeTime(tomorrow, '19:10')), 'starts_at', 'time_unavailable'],
      [joinBody('2099-06-15T18:00:00Z'), 'starts_at', 'date_unavailable'],
      [joinBody(romeTime(romeDay(t.clock.now(), -1), '20:00')), 'starts_at', 'date_unavailable'],
    ];
    for (const [body, field, rule] of rules) {
      const res = await join(trattoriaKey, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fields).toEqual({ [field]: rule });
    }
    const key = newIdempotencyKey();
    expect((await join(trattoriaKey, joinBody(at), key)).statusCode).toBe(201);
    expect((await join(trattoriaKey, joinBody(at), key)).statusCode).toBe(409);
    expect((await join('no-such-restaurant', joinBody(at))).statusCode).toBe(404);
    expect((await t.database.db.select().from(bookingWaitlist)).length).toBe(before + 1);
  });

  it('is closed where bookings are, and in a restaurant whose plan has none', async () => {
    const osteriaKey = await publicKeyOf(t.app, 'osteria');
    const at = romeTime(tomorrow, '20:00');
    const notInPlan = await join(osteriaKey, joinBody(at));
    expect(notInPlan.statusCode).toBe(422);
    expect(notInPlan.json().fields).toEqual({ starts_at: 'bookings_closed' });
    await openForBookings(t.app, ids.pizzeria, team.owner, { ...ON, enabled: false });
    const off = await join(pizzeriaKey, joinBody(at));
    expect(off.json().fields).toEqual({ starts_at: 'bookings_closed' });
    await openForBookings(t.app, ids.pizzeria, team.owner, ON);
  });
});

describe('leaving the waitlist', () => {
  it('leaves by the link, twice is the same; a link of another site or malformed finds nothing', async () => {
    const at = romeTime(tomorrow, '20:30');
    await fill(trattoriaKey, at);
    const entry = await joined(trattoriaKey, at);
    expect((await entryOf(entry.public_id, `?public_key=${pizzeriaKey}`)).statusCode).toBe(404);
    expect((await leave(entry.public_id, `?public_key=${pizzeriaKey}`)).statusCode).toBe(404);
    expect(await statusOf(entry.public_id)).toBe('waiting');
    for (const id of ['short', '%00'.repeat(8), 'x'.repeat(300), "'or'1'='1'--xxxxxxxxxxx"]) {
      expect((await leave(id)).statusCode, id).toBe(400);
    }
    expect((await leave('A'.repeat(22))).statusCode).toBe(404);
    // Every public call refuses a malformed id or query before looking anything up.
    for (const query of [`?public_key=${'k'.repeat(65)}`, '?extra=1', '?public_key=']) {
      expect((await entryOf(entry.public_id, query)).statusCode, query).toBe(400);
      expect((await accept(entry.public_id, query)).statusCode, query).toBe(400);
      expect((await leave(entry.public_id, query)).statusCode, query).toBe(400);
    }
    for (const id of ['short', 'x'.repeat(300), '%00'.repeat(8)]) {
      expect((await entryOf(id)).statusCode, id).toBe(400);
      expect((await accept(id)).statusCode, id).toBe(400);
    }
    expect((await accept('A'.repeat(22))).statusCode).toBe(404);
    expect((await accept(entry.public_id, `?public_key=${pizzeriaKey}`)).statusCode).toBe(404);
    const left = await leave(entry.public_id, `?public_key=${trattoriaKey}`);
    expect(left.statusCode).toBe(200);
    expect(left.json().status).toBe('left');
    expect((await leave(entry.public_id)).json().status).toBe('left');
    expect((await accept(entry.public_id)).json().fields).toEqual({ status: 'not_offered' });
  });
});

describe('offers when places come free', () => {
  it('offers a cancelled booking’s places to the first guest whose party fits, who books them', async () => {
    const at = romeTime(tomorrow, '21:00');
    const [first] = await fill(trattoriaKey, at);
    const four = await joined(trattoriaKey, at, { party_size: 4 });
    const two = await joined(trattoriaKey, at, { party_size: 2, language: 'en' });
    const alsoTwo = await joined(trattoriaKey, at, { party_size: 2 });
    expect((await accept(two.public_id)).json().fields).toEqual({ status: 'not_offered' });

    expect((await cancelBooking(first!)).statusCode).toBe(200);
    // Two places: the party of four does not fit and keeps its place; the first pair is offered.
    expect(await statusOf(four.public_id)).toBe('waiting');
    expect(await statusOf(two.public_id)).toBe('offered');
    expect(await statusOf(alsoTwo.public_id)).toBe('waiting');
    const offered = (await entryOf(two.public_id)).json();
    expect(new Date(offered.offer_expires_at).getTime() - t.clock.nowMs()).toBe(
      WAITLIST_OFFER_MINUTES * 60_000,
    );
    expect(await subjectsTo(two.email)).toContain('Trattoria Demo: a table has come free for you');
    const mail = (await findOutboxMessagesTo(t.app.db, two.email)).find((m) =>
      m.subject.endsWith('a table has come free for you'),
    );
    expect(mail!.text_body).toContain(`/en/waitlist/${two.public_id}?action=accept`);
    expect(mail!.text_body).toContain('Accept by');
    expect(await subjectsTo(alsoTwo.email)).not.toContain(
      'Trattoria Demo: si è liberato un tavolo per te',
    );

    const res = await accept(two.public_id, `?public_key=${trattoriaKey}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'confirmed', party_size: 2, starts_at: at });
    expect(await coversAt(ids.trattoria, at)).toBe(SLOT);
    const entry = (await entryOf(two.public_id)).json();
    expect(entry).toMatchObject({ status: 'booked', booking_public_id: res.json().public_id });
    // The second click answers the same booking, and books nothing more.
    const twice = await accept(two.public_id);
    expect(twice.json().public_id).toBe(res.json().public_id);
    expect(await coversAt(ids.trattoria, at)).toBe(SLOT);
    expect(await subjectsTo(two.email)).toContain('Trattoria Demo: your booking is confirmed');
    // A booked entry is the booking's now: leaving it is refused.
    expect((await leave(two.public_id)).json().fields).toEqual({ status: 'not_changeable' });
  });

  it('says so when someone booked the place meanwhile, and keeps the guest first in line', async () => {
    const at = romeTime(tomorrow, '21:30');
    const [first] = await fill(trattoriaKey, at);
    const waiting = await joined(trattoriaKey, at);
    await cancelBooking(first!);
    expect(await statusOf(waiting.public_id)).toBe('offered');
    const direct = await postBooking(t.app, trattoriaKey, bookingFor(at, { guest: newGuest() }));
    expect(direct.statusCode).toBe(201);
    const res = await accept(waiting.public_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ starts_at: 'slot_full' });
    expect(await statusOf(waiting.public_id)).toBe('waiting');
    expect(await coversAt(ids.trattoria, at)).toBe(SLOT);
    // The direct booking cancelled: the guest is offered again.
    await cancelBooking(direct.json().public_id);
    expect(await statusOf(waiting.public_id)).toBe('offered');
  });

  it('passes an offer not accepted in time to the next guest (the job, or an accept too late)', async () => {
    const at = romeTime(later, '19:00');
    const [first] = await fill(trattoriaKey, at);
    const a = await joined(trattoriaKey, at);
    const b = await joined(trattoriaKey, at);
    const c = await joined(trattoriaKey, at);
    await cancelBooking(first!);
    expect(await statusOf(a.public_id)).toBe('offered');
    expect(await statusOf(b.public_id)).toBe('waiting');
    t.clock.advance(WAITLIST_OFFER_MINUTES * 60_000 - 1000);
    await t.app.jobs.runDueJobs();
    expect(await statusOf(a.public_id)).toBe('offered');
    t.clock.advance(2000);
    await t.app.jobs.runDueJobs();
    expect(await statusOf(a.public_id)).toBe('expired');
    expect(await statusOf(b.public_id)).toBe('offered');
    const late = await accept(a.public_id);
    expect(late.statusCode).toBe(422);
    expect(late.json().fields).toEqual({ status: 'not_offered' });

    // Past its time before the job ran: the accept itself ends it and passes it on.
    t.clock.advance(WAITLIST_OFFER_MINUTES * 60_000 + 1000);
    const tooLate = await accept(b.public_id);
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().fields).toEqual({ status: 'offer_expired' });
    expect(await statusOf(b.public_id)).toBe('expired');
    expect(await statusOf(c.public_id)).toBe('offered');
    // Declining (leaving) passes it on as well; no one is left, so nothing is offered.
    expect((await leave(c.public_id)).json().status).toBe('left');
    await t.app.jobs.runDueJobs();
    expect(await coversAt(ids.trattoria, at)).toBe(SLOT / 2); // The clock moved an hour: the team signs in again.
    team = await loginDemoTeam(t.app);
  });

  it('offers places a host frees: a cancellation, a party made smaller; not a no-show', async () => {
    const at = romeTime(later, '19:30');
    const [first, second] = await fill(trattoriaKey, at);
    const one = await joined(trattoriaKey, at, { party_size: 1 });
    const two = await joined(trattoriaKey, at, { party_size: 2 });
    const smaller = await t.app.inject({
      method: 'PUT',
      url: `/api/public-bookings/${first}`,
      payload: { party_size: 1 },
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    expect(await statusOf(one.public_id)).toBe('offered');
    expect(await statusOf(two.public_id)).toBe('waiting');

    const [row] = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.public_id, second!));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${row!.id}/status`,
      headers: team.staff,
      payload: { to: 'cancelled', reason: 'Ha chiamato per disdire' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(two.public_id)).toBe('offered');

    // A no-show keeps its covers (the party may still come in): nothing is offered.
    const other = romeTime(tomorrow, '22:00');
    const [late] = await fill(trattoriaKey, other);
    const hoping = await joined(trattoriaKey, other);
    const [lateRow] = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.public_id, late!));
    // Marked at its time: a no-show before it is refused (decision 081).
    const noShow = await atInstant(t, other, (now) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${lateRow!.id}/status`,
        headers: now.staff,
        payload: { to: 'no_show' },
      }),
    );
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(await statusOf(hoping.public_id)).toBe('waiting');
  });
});

describe('races', () => {
  it('two cancellations at once offer each place once, to two guests in line order', async () => {
    const at = romeTime(later, '20:00');
    const made = await fill(trattoriaKey, at);
    const line = [];
    for (let i = 0; i < 3; i++) line.push(await joined(trattoriaKey, at));
    const answers = await Promise.all(made.map((id) => cancelBooking(id)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const states = await Promise.all(line.map((e) => statusOf(e.public_id)));
    expect(states).toEqual(['offered', 'offered', 'waiting']);
  });

  it('two accepts at once make one booking, and both answer it', async () => {
    const at = romeTime(later, '20:30');
    const [first] = await fill(trattoriaKey, at);
    const waiting = await joined(trattoriaKey, at);
    await cancelBooking(first!);
    const answers = await Promise.all([accept(waiting.public_id), accept(waiting.public_id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().public_id).toBe(answers[1]!.json().public_id);
    expect(await coversAt(ids.trattoria, at)).toBe(SLOT);
    const made = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.starts_at, new Date(at)), eq(bookings.status, 'confirmed')));
    expect(made).toHaveLength(SLOT / 2);
  });

  it('an accept and a direct booking racing for the place: exactly one gets it', async () => {
    const at = romeTime(later, '21:00');
    const [first] = await fill(trattoriaKey, at);
    const waiting = await joined(trattoriaKey, at);
    await cancelBooking(first!);
    const [accepted, direct] = await Promise.all([
      accept(waiting.public_id),
      postBooking(t.app, trattoriaKey, bookingFor(at, { guest: newGuest() })),
    ]);
    // The accept loses with 409 (the guest stays in line), the direct booking with 422 slot_full.
    expect([
      [201, 422],
      [409, 201],
    ]).toContainEqual([accepted.statusCode, direct.statusCode]);
    expect(await coversAt(ids.trattoria, at)).toBe(SLOT);
  });
});

describe('the restaurant’s waitlist', () => {
  it('lists the day’s line for the restaurant’s people, by time then first come', async () => {
    const at = romeTime(later, '22:00');
    await fill(trattoriaKey, at);
    const a = await joined(trattoriaKey, at);
    const b = await joined(trattoriaKey, at, { party_size: 3 });
    const res = await t.app.inject({
      url: `/api/booking-waitlist?restaurant_id=${ids.trattoria}&date=${later}`,
      headers: team.staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Array<{ name: string; email: string; starts_at: string }>;
    const ours = items.filter((i) => i.starts_at === at);
    expect(ours.map((i) => i.email)).toEqual([a.email, b.email]);
    expect(res.json().date).toBe(later);
    expect(items.map((i) => i.starts_at)).toEqual([...items.map((i) => i.starts_at)].sort());
    // Another business, anonymous, bad query: nothing of it.
    const other = await t.app.inject({
      url: `/api/booking-waitlist?restaurant_id=${ids.trattoria}`,
      headers: team.otherOwner,
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      url: `/api/booking-waitlist?restaurant_id=${ids.trattoria}`,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const query of [
      '',
      'restaurant_id=abc',
      `restaurant_id=${ids.trattoria}&date=2026-02-30`,
      `restaurant_id=${ids.trattoria}&date=0001-01-01`,
      `restaurant_id=${ids.trattoria}&extra=1`,
      `restaurant_id=${'9'.repeat(400)}`,
    ]) {
      const r = await t.app.inject({ url: `/api/booking-waitlist?${query}`, headers: team.owner });
      expect(r.statusCode, query).toBe(400);
    }
  });

  it('removes an entry (an offer it held passes on); another business’s is not found', async () => {
    const at = romeTime(later, '22:30');
    const [first] = await fill(trattoriaKey, at);
    const a = await joined(trattoriaKey, at);
    const b = await joined(trattoriaKey, at);
    await cancelBooking(first!);
    expect(await statusOf(a.public_id)).toBe('offered');
    const [row] = await t.database.db
      .select({ id: bookingWaitlist.id })
      .from(bookingWaitlist)
      .where(eq(bookingWaitlist.public_id, a.public_id));
    const url = `/api/booking-waitlist/${row!.id}`;
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: team.otherOwner })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(await statusOf(a.public_id)).toBe('offered');
    const removed = await t.app.inject({ method: 'DELETE', url, headers: team.manager });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ status: 'removed', email: a.email });
    // The restaurant's open screens hear of it (and heard of each guest joining).
    const heard = await t.database.db
      .select({ payload: liveEvents.payload })
      .from(liveEvents)
      .where(eq(liveEvents.type, 'booking.waitlist-changed'));
    const payloads = heard.map((e) => e.payload as { entry_id: number; status: string });
    expect(payloads).toContainEqual(
      expect.objectContaining({ entry_id: row!.id, status: 'removed' }),
    );
    expect(payloads).toContainEqual(
      expect.objectContaining({ entry_id: row!.id, status: 'waiting' }),
    );
    expect(await statusOf(b.public_id)).toBe('offered');
    for (const id of ['0', '-1', 'abc', '1.5', '9'.repeat(30)]) {
      const r = await t.app.inject({
        method: 'DELETE',
        url: `/api/booking-waitlist/${id}`,
        headers: team.owner,
      });
      expect(r.statusCode, id).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/booking-waitlist/999999999',
          headers: team.owner,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps each business’s entries to itself under row level security', async () => {
    const all = await t.database.db.select().from(bookingWaitlist);
    const businesses = [...new Set(all.map((e) => e.business_id))];
    expect(businesses.length).toBeGreaterThan(0);
    for (const business of businesses) {
      const seen = await runAsTenant(t.database.db, business, (tx) =>
        tx.select({ business_id: bookingWaitlist.business_id }).from(bookingWaitlist),
      );
      expect(seen.every((r) => r.business_id === business)).toBe(true);
    }
    const stranger = Math.max(...businesses) + 1000;
    const none = await runAsTenant(t.database.db, stranger, (tx) =>
      tx.select().from(bookingWaitlist),
    );
    expect(none).toEqual([]);
    await runAsTenant(t.database.db, stranger, (tx) =>
      tx.update(bookingWaitlist).set({ name: 'Rubato' }),
    );
    const after = await t.database.db.select().from(bookingWaitlist);
    expect(after.some((e) => e.name === 'Rubato')).toBe(false);
  });
});
