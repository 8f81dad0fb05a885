import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { App } from '../app';
import { loginDemoTeam, type TestApp } from './build-test-app';
import { newIdempotencyKey } from './ordering';

/** Lunch and dinner every day: times are the slots of these two services. */
export const LUNCH_AND_DINNER = {
  weekly: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
      d,
      [
        { open: '12:00', close: '15:00' },
        { open: '19:00', close: '23:00' },
      ],
    ]),
  ),
  exceptions: [],
};

export const BOOKINGS_ON = {
  enabled: true,
  slot_minutes: 30,
  sitting_durations: [
    { up_to: 2, minutes: 90 },
    { up_to: 6, minutes: 120 },
  ],
  default_sitting_minutes: 150,
  max_covers_per_slot: 20,
  max_covers_per_service: 60,
  max_party_online: 8,
  days_ahead: 30,
  cutoff_minutes: 120,
  auto_confirm: true,
  guarantee_enabled: false,
  guarantee_mode: 'card_guarantee',
  guarantee_min_party: 6 as number | null,
  guarantee_weekdays: [] as string[],
  no_show_fee: 0,
  guarantee_cancel_hours: 24,
  cancellation_policy: { it: 'Disdetta gratuita fino a 2 ore prima.' } as Record<string, string>,
};

/** A restaurant open for lunch and dinner and taking bookings online. */
export async function openForBookings(
  app: App,
  restaurantId: number,
  owner: Record<string, string>,
  settings: Partial<typeof BOOKINGS_ON> = {},
  openingTimes: object = LUNCH_AND_DINNER,
) {
  const hours = await app.inject({
    method: 'PATCH',
    url: `/api/restaurant/opening-times/${restaurantId}`,
    headers: owner,
    payload: { opening_times: openingTimes },
  });
  if (hours.statusCode !== 200) throw new Error(`opening times: ${hours.body}`);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/booking-settings/${restaurantId}`,
    headers: owner,
    payload: { ...BOOKINGS_ON, ...settings },
  });
  if (res.statusCode !== 200) throw new Error(`booking settings: ${res.body}`);
}

/** A day `days` from the clock's today in Rome, and an instant of that day at `hh:mm`. */
export function romeDay(now: Date, days: number) {
  return addDaysToDate(localDateOf('Europe/Rome', now.getTime()), days);
}
export function romeTime(date: string, clock: string) {
  const [h, m] = clock.split(':').map(Number);
  return new Date(instantOfWallClock('Europe/Rome', date, h! * 60 + m!)).toISOString();
}

export const BOOKING_GUEST = {
  name: 'Giulia Ospite',
  email: 'giulia@ospite.test',
  phone: '+39 333 765 4321',
};

/** A booking for two: valid as it is, each test changes one thing. */
export function bookingFor(startsAt: string, changes: Record<string, unknown> = {}) {
  return {
    starts_at: startsAt,
    party_size: 2,
    guest: BOOKING_GUEST,
    notes: 'Seggiolone, allergia alle noci',
    language: 'it',
    privacy_consent: true,
    ...changes,
  };
}

let guestAddress = 0;

/**
 * A guest's booking, each from an address of its own: a test books more than one address may in
 * a quarter of an hour (BOOKINGS_PER_IP), and is not about that limit.
 */
export function postBooking(
  app: App,
  publicKey: string,
  body: unknown,
  key: string | null = newIdempotencyKey(),
) {
  guestAddress += 1;
  return app.inject({
    method: 'POST',
    url: `/api/booking/${publicKey}/bookings`,
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    // A string is sent as it is: malformed or hostile JSON.
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: `10.16.${(guestAddress >> 8) & 255}.${guestAddress & 255}`,
  });
}

/**
 * Runs `work` with the fake clock at `instant` — a booking's time, when it may be seated or marked
 * a no-show (decision 081) — and the team signed in then (tokens of an hour before have expired),
 * then puts the clock back, so the file's other tests keep their "tomorrow".
 */
export async function atInstant<T>(
  t: Pick<TestApp, 'app' | 'clock'>,
  instant: string | Date,
  work: (team: Awaited<ReturnType<typeof loginDemoTeam>>) => Promise<T>,
): Promise<T> {
  const shift = new Date(instant).getTime() - t.clock.nowMs();
  t.clock.advance(shift);
  try {
    return await work(await loginDemoTeam(t.app));
  } finally {
    t.clock.advance(-shift);
  }
}
