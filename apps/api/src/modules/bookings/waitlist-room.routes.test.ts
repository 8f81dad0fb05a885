import { WAITLIST_OFFER_MINUTES } from '@coperto/shared/bookings/booking.constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCoverLoads, bookings, bookingWaitlist } from '../../db/schema/bookings';
import { users } from '../../db/schema/identity';
import { DEMO } from '../../db/seed/demo-seed';
import { findOutboxMessagesTo } from '../../ports/mail/outbox.repository';
import {
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

// Room for the waitlist opened another way than a booking giving covers back (issue 16): the
// owner raising the capacity or turning bookings on, and a host offering a place by hand.

const SLOT = 4;
const SETTINGS = { ...BOOKINGS_ON, max_covers_per_slot: SLOT, max_party_online: SLOT };
let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let key: string;
let day: string;

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  key = await publicKeyOf(t.app, 'trattoria');
  await openForBookings(t.app, ids.trattoria, team.owner, SETTINGS);
  day = romeDay(t.clock.now(), 1);
});
afterAll(() => t.close());

let guests = 0;
function newGuest(name = 'Ospite in Attesa') {
  guests += 1;
  return { ...BOOKING_GUEST, name, email: `stanza${guests}@ospite.test` };
}

/** Fills a time with two parties of two; answers their public ids. */
async function fill(at: string) {
  const made: string[] = [];
  for (let i = 0; i < SLOT / 2; i++) {
    const res = await postBooking(t.app, key, bookingFor(at, { guest: newGuest('Pieno') }));
    expect(res.statusCode, res.body).toBe(201);
    made.push(res.json().public_id);
  }
  return made;
}

async function joined(at: string, partySize = 2) {
  const guest = newGuest();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/booking/${key}/waitlist`,
    headers: { 'idempotency-key': newIdempotencyKey() },
    payload: { starts_at: at, party_size: partySize, guest, language: 'it', privacy_consent: true },
    remoteAddress: `10.33.0.${guests}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db
    .select({ id: bookingWaitlist.id })
    .from(bookingWaitlist)
    .where(eq(bookingWaitlist.public_id, res.json().public_id));
  return { id: row!.id, publicId: res.json().public_id as string, email: guest.email };
}

async function entry(id: number) {
  const [row] = await t.database.db
    .select()
    .from(bookingWaitlist)
    .where(eq(bookingWaitlist.id, id));
  return row!;
}

const saveSettings = (changes: Partial<typeof SETTINGS>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/booking-settings/${ids.trattoria}`,
    headers: team.owner,
    payload: { ...SETTINGS, ...changes },
  });

const offer = (id: number | string, payload: unknown = {}, headers = team.manager) =>
  t.app.inject({
    method: 'POST',
    url: `/api/booking-waitlist/${id}/offer`,
    headers,
    payload: payload as object,
  });

async function subjectsTo(email: string) {
  await t.app.jobs.runDueJobs();
  return (await findOutboxMessagesTo(t.app.db, email)).map((m) => m.subject);
}

async function coversAt(at: string) {
  const [row] = await t.database.db
    .select({ covers: bookingCoverLoads.covers })
    .from(bookingCoverLoads)
    .where(
      and(
        eq(bookingCoverLoads.restaurant_id, ids.trattoria),
        eq(bookingCoverLoads.kind, 'slot'),
        eq(bookingCoverLoads.starts_at, new Date(at)),
      ),
    );
  return row?.covers ?? 0;
}

describe('room opened by the settings', () => {
  it('offers the waiting guests a raised capacity fits, first come, and never twice', async () => {
    const at = romeTime(day, '20:00');
    const atLunch = romeTime(romeDay(t.clock.now(), 2), '13:00');
    await fill(at);
    await fill(atLunch);
    const first = await joined(at);
    const second = await joined(at);
    const lunch = await joined(atLunch, 4);
    // A change that holds no covers (the sitting's length) offers nothing.
    const longer = await saveSettings({ default_sitting_minutes: 180 });
    expect(longer.statusCode, longer.body).toBe(200);
    expect((await entry(first.id)).status).toBe('waiting');

    // Two more covers a slot: the first pair is offered, the second still waits.
    expect((await saveSettings({ max_covers_per_slot: SLOT + 2 })).statusCode).toBe(200);
    const offered = await entry(first.id);
    expect(offered).toMatchObject({ status: 'offered', offered_by: null });
    expect(offered.offer_expires_at!.getTime() - t.clock.nowMs()).toBe(
      WAITLIST_OFFER_MINUTES * 60_000,
    );
    expect((await entry(second.id)).status).toBe('waiting');
    expect((await entry(lunch.id)).status).toBe('waiting');
    expect(await subjectsTo(first.email)).toContain(
      'Trattoria Demo: si è liberato un tavolo per te',
    );

    // Saved again as it is: the standing offer holds its places, nobody else is offered.
    expect((await saveSettings({ max_covers_per_slot: SLOT + 2 })).statusCode).toBe(200);
    expect((await entry(first.id)).offered_at).toEqual(offered.offered_at);
    expect((await entry(second.id)).status).toBe('waiting');

    // Four more: the second pair at dinner and the four at lunch, the next day's service too.
    expect((await saveSettings({ max_covers_per_slot: SLOT + 4 })).statusCode).toBe(200);
    expect((await entry(second.id)).status).toBe('offered');
    expect((await entry(lunch.id)).status).toBe('offered');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/public-waitlist/${second.publicId}/accept`,
      remoteAddress: '10.34.0.1',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await coversAt(at)).toBe(SLOT + 2);
    expect((await saveSettings({})).statusCode).toBe(200);
  });

  it('offers nothing while bookings are off; turning them on offers what fits', async () => {
    const at = romeTime(day, '21:00');
    const [first] = await fill(at);
    const waiting = await joined(at);
    expect((await saveSettings({ enabled: false })).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/public-bookings/${first}`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await entry(waiting.id)).status).toBe('waiting');
    // A refused save changes nothing, and offers nothing.
    const refused = await saveSettings({ enabled: true, max_covers_per_slot: 100 });
    expect(refused.statusCode).toBe(422);
    expect((await entry(waiting.id)).status).toBe('waiting');
    expect((await saveSettings({ enabled: true })).statusCode).toBe(200);
    expect((await entry(waiting.id)).status).toBe('offered');
  });
});

describe('a place offered by hand', () => {
  it('asks before squeezing a full time in, then offers it with the host’s name', async () => {
    const at = romeTime(day, '22:00');
    await fill(at);
    const a = await joined(at);
    const b = await joined(at, 3);
    // Full: 409 naming the slot, and nothing changes.
    const full = await offer(b.id);
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json().fields).toEqual({ starts_at: 'slot_full' });
    expect((await entry(b.id)).status).toBe('waiting');

    // The host squeezes the party of three in, ahead of the first in line.
    const res = await offer(b.id, { over_capacity: true });
    expect(res.statusCode, res.body).toBe(200);
    const [manager] = await t.database.db
      .select({ name: users.name, surname: users.surname })
      .from(users)
      .where(eq(users.email, DEMO.users.manager));
    expect(res.json()).toMatchObject({
      status: 'offered',
      offer_over_capacity: true,
      offered_by_name: `${manager!.name} ${manager!.surname}`.trim(),
    });
    expect(new Date(res.json().offer_expires_at).getTime() - t.clock.nowMs()).toBe(
      WAITLIST_OFFER_MINUTES * 60_000,
    );
    expect((await entry(a.id)).status).toBe('waiting');
    expect(await subjectsTo(b.email)).toContain('Trattoria Demo: si è liberato un tavolo per te');
    // A second click offers nothing more: the same offer, one email.
    const twice = await offer(b.id, { over_capacity: true });
    expect(twice.json().offered_at).toBe(res.json().offered_at);
    expect(
      (await subjectsTo(b.email)).filter((s) => s.endsWith('si è liberato un tavolo per te')),
    ).toHaveLength(1);
    // The day's list says who offered it.
    const list = await t.app.inject({
      url: `/api/booking-waitlist?restaurant_id=${ids.trattoria}&date=${day}`,
      headers: team.staff,
    });
    const listed = (list.json().items as Array<{ id: number; offered_by_name: string | null }>)
      .filter((i) => i.id === a.id || i.id === b.id)
      .map((i) => i.offered_by_name);
    expect(listed).toEqual([null, res.json().offered_by_name]);

    // Accepting books it past the capacity, as the host meant.
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/public-waitlist/${b.publicId}/accept`,
      remoteAddress: '10.34.0.2',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await coversAt(at)).toBe(SLOT + 3);
    // Booked: no longer offerable.
    const booked = await offer(b.id);
    expect(booked.statusCode).toBe(422);
    expect(booked.json().fields).toEqual({ status: 'not_changeable' });
  });

  it('offers a time with room without asking, held against the freed places offers', async () => {
    const at = romeTime(day, '19:30');
    const [first, second] = await fill(at);
    const a = await joined(at);
    const b = await joined(at);
    // Bookings paused: a cancellation frees two places nobody is offered.
    expect((await saveSettings({ enabled: false })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/public-bookings/${first}` });
    const res = await offer(b.id, {}, team.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'offered', offer_over_capacity: false });
    // Turned on again: the two free places are held by b's offer, so a waits.
    expect((await saveSettings({ enabled: true })).statusCode).toBe(200);
    expect((await entry(a.id)).status).toBe('waiting');
    await t.app.inject({ method: 'DELETE', url: `/api/public-bookings/${second}` });
    expect((await entry(a.id)).status).toBe('offered');
  });

  it('refuses bad input, another business and an entry out of the line, changing nothing', async () => {
    const at = romeTime(day, '22:30');
    await fill(at);
    const a = await joined(at);
    for (const payload of [{ over_capacity: 'yes' }, { over_capacity: true, extra: 1 }, []]) {
      const res = await offer(a.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const id of ['0', '-1', 'abc', '1.5', '9'.repeat(30)]) {
      expect((await offer(id)).statusCode, id).toBe(400);
    }
    expect((await offer(999_999_999)).statusCode).toBe(404);
    const other = await offer(a.id, { over_capacity: true }, team.otherOwner);
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/booking-waitlist/${a.id}/offer`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await entry(a.id)).toMatchObject({ status: 'waiting', offered_by: null });
    // Taken out of the line: nothing to offer.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/booking-waitlist/${a.id}`,
      headers: team.manager,
    });
    const removed = await offer(a.id, { over_capacity: true });
    expect(removed.statusCode).toBe(422);
    expect(removed.json().fields).toEqual({ status: 'not_changeable' });
    expect((await entry(a.id)).status).toBe('removed');
    const made = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.starts_at, new Date(at)));
    expect(made).toHaveLength(SLOT / 2);
  });

  it('refuses a time within the online cut-off: the guest could not book it online', async () => {
    const at = romeTime(day, '21:30');
    await fill(at);
    const a = await joined(at);
    // The clock moves to within two hours (the cut-off) of the time.
    t.clock.advance(new Date(at).getTime() - t.clock.nowMs() - 60 * 60_000);
    team = await loginDemoTeam(t.app);
    const late = await offer(a.id, { over_capacity: true });
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json().fields).toEqual({ starts_at: 'past_cutoff' });
    expect((await entry(a.id)).status).toBe('waiting');
  });
});
