import { randomBytes } from 'node:crypto';
import {
  BOOKING_MAX_DAYS_AHEAD,
  type BookingRule,
} from '@coperto/shared/bookings/booking.constants';
import type { BookingSource, BookingStatus } from '@coperto/shared/bookings/booking-states';
import { addDaysToDate, minutesOfTime } from '@coperto/shared/restaurants/opening-days';
import {
  instantOfWallClock,
  localDateOf,
  servicesStartingOn,
} from '@coperto/shared/restaurants/opening-hours';
import type { TenantTx } from '../../db/tenant-scope';
import { ruleBroken } from '../../shared/app-error';
import { recordGuestBooking } from '../guests/guests.service';
import { type BookingPlace, bookingRulesOf } from './booking-place';
import {
  type BookingTime,
  bookableDates,
  bookingTimeAt,
  bookingTimesOn,
  sittingMinutesFor,
} from './booking-times';
import {
  type BookingEventRow,
  type BookingRow,
  findCoverLoads,
  insertBooking,
  insertBookingEvents,
  lockCoverRows,
  type NewBookingEventRow,
  releaseCovers,
  takeCovers,
} from './bookings.repository';

export function refuse(field: string, rule: BookingRule, detail: string): never {
  throw ruleBroken(detail, { [field]: rule });
}

/**
 * Every time of the day offered, with the covers left at each: the tighter of the slot's pacing
 * and the service's size, read in one query of the day's loads. Full times too: the waitlist's.
 */
export async function dayTimesOn(
  tx: TenantTx,
  place: BookingPlace,
  date: string,
  now: Date,
  noticeMinutes: number,
) {
  const times = bookingTimesOn(bookingRulesOf(place, noticeMinutes), date, now);
  if (times.length === 0) return [];
  const first = Math.min(...times.map((t) => t.serviceStart.getTime()));
  const loads = await findCoverLoads(
    tx,
    place.restaurant.id,
    new Date(first),
    times[times.length - 1]!.start,
  );
  const s = place.settings;
  return times.map((time) => ({
    start: time.start.toISOString(),
    remaining: Math.min(
      s.max_covers_per_slot - (loads.slot.get(time.start.getTime()) ?? 0),
      s.max_covers_per_service - (loads.service.get(time.serviceStart.getTime()) ?? 0),
    ),
  }));
}

function coverKeys(place: BookingPlace, time: BookingTime) {
  const owner = { businessId: place.restaurant.business_id, restaurantId: place.restaurant.id };
  return {
    service: { ...owner, kind: 'service' as const, startsAt: time.serviceStart },
    slot: { ...owner, kind: 'slot' as const, startsAt: time.start },
  };
}

/**
 * Takes the party's covers in the service and in the slot, in one statement (the service's row
 * first, then the slot's, as every booking: two bookings never wait on each other's rows
 * crosswise), under each row's lock; refuses when either is full (unless `overCapacity`), and
 * the caller's transaction rolls back what was taken.
 */
export async function takeBookingCovers(
  tx: TenantTx,
  place: BookingPlace,
  time: BookingTime,
  partySize: number,
  overCapacity = false,
) {
  const keys = coverKeys(place, time);
  const taken = await takeCovers(
    tx,
    [
      { key: keys.service, capacity: overCapacity ? null : place.settings.max_covers_per_service },
      { key: keys.slot, capacity: overCapacity ? null : place.settings.max_covers_per_slot },
    ],
    partySize,
  );
  if (!taken.has('service')) {
    refuse('starts_at', 'service_full', 'This service is full: choose another time or day');
  }
  if (!taken.has('slot')) {
    refuse('starts_at', 'slot_full', 'This time has just filled up: choose another');
  }
}

/**
 * Locks, in the one order every booking follows, the rows a change gives back and takes, before
 * it does either (see lockCoverRows).
 */
export async function lockCoversOfChange(
  tx: TenantTx,
  place: BookingPlace,
  times: readonly BookingTime[],
) {
  await lockCoverRows(
    tx,
    times.flatMap((time) => {
      const keys = coverKeys(place, time);
      return [keys.service, keys.slot];
    }),
  );
}

/** Gives back what a booking held (cancelled, moved, or made smaller before taking again). */
export async function releaseBookingCovers(
  tx: TenantTx,
  place: BookingPlace,
  booking: Pick<BookingRow, 'starts_at' | 'service_starts_at' | 'party_size' | 'source'>,
) {
  const keys = coverKeys(place, {
    start: booking.starts_at,
    serviceStart: booking.service_starts_at,
  });
  await releaseCovers(tx, keys.service, booking.party_size);
  // A walk-in takes no slot: it came when it came.
  if (booking.source !== 'walk_in') await releaseCovers(tx, keys.slot, booking.party_size);
}

/**
 * The time asked for, checked: a day the book is open for (online: the restaurant's days ahead;
 * staff: up to a year), one of the times offered (the hours, the slots, the cut-off online).
 */
export function chosenTime(
  place: BookingPlace,
  startsAt: string,
  now: Date,
  online: boolean,
): BookingTime {
  const start = new Date(startsAt);
  const zone = place.restaurant.time_zone;
  const day = localDateOf(zone, start.getTime());
  const daysAhead = online ? place.settings.days_ahead : BOOKING_MAX_DAYS_AHEAD;
  // The day before too: a time past midnight belongs to the service that opened then.
  const open = bookableDates(zone, now, daysAhead);
  if (!open.includes(day) && !open.includes(addDaysToDate(day, -1))) {
    refuse('starts_at', 'date_unavailable', 'Bookings are not open for this day');
  }
  const notice = online ? place.settings.cutoff_minutes : 0;
  const time = bookingTimeAt(bookingRulesOf(place, notice), start, now);
  if (!time) {
    refuse(
      'starts_at',
      'time_unavailable',
      'This time cannot be booked: pick one of the times offered',
    );
  }
  return time;
}

/** The service running at `now`, for a walk-in; null outside the hours. */
function serviceRunningAt(place: BookingPlace, now: Date): Date | null {
  const zone = place.restaurant.time_zone;
  const today = localDateOf(zone, now.getTime());
  for (const date of [today, addDaysToDate(today, -1)]) {
    for (const service of servicesStartingOn(place.restaurant.opening_times, date)) {
      const open = instantOfWallClock(zone, date, minutesOfTime(service.open));
      const close = instantOfWallClock(zone, date, minutesOfTime(service.close));
      if (open <= now.getTime() && now.getTime() < close) return new Date(open);
    }
  }
  return null;
}

/** A booking as a guest or a host asked for it, before the rules. */
export interface BookingDraft {
  source: BookingSource;
  /** Absent for a walk-in: now. */
  startsAt?: string;
  partySize: number;
  guest: { name: string; email: string | null; phone: string | null };
  notes: string;
  language: string;
  marketingConsent: boolean;
  privacyConsentAt: Date | null;
  /** The staff member who entered it. */
  createdBy: number | null;
  /**
   * Held for the guest's card or deposit until then (decision 066): it stays `requested`,
   * whatever the restaurant's automatic confirmation, until the provider confirms it.
   */
  paymentDueUntil?: Date;
  /** Counted even past the capacity: a host offered a full time to a waiting guest by hand. */
  overCapacity?: boolean;
}

/** What a booking's own rows were written with: its history as a reader of it would see it. */
export interface CreatedBooking {
  booking: BookingRow;
  events: BookingEventRow[];
}

/**
 * Makes a booking inside the restaurant's tenant transaction: the time checked, the guest found
 * or made, the booking and its first history, then `beforeCovers` (the caller's own writes: its
 * emails, its idempotency key's answer), and last the covers taken under their rows' locks. The rows every booking of the
 * service waits on are taken last (decision 079), so they are held for the fewest statements to
 * the commit; a full time is found after work the rollback undoes, which is rare (the guest chose
 * a time shown with room). Online bookings wait for approval unless the restaurant confirms them
 * automatically; a phone booking is confirmed as entered, a walk-in seated now (counted in its
 * service even when full: it is at the door). Any refusal throws, and the caller's transaction
 * rolls all of it back.
 */
export async function createBookingWithHistory(
  tx: TenantTx,
  place: BookingPlace,
  draft: BookingDraft,
  now: Date,
  beforeCovers?: (created: CreatedBooking) => Promise<void>,
): Promise<CreatedBooking> {
  const online = draft.source === 'online';
  let time: BookingTime;
  let service: Date | null = null;
  if (draft.source === 'walk_in') {
    service = serviceRunningAt(place, now);
    time = { start: now, serviceStart: service ?? now };
  } else {
    time = chosenTime(place, draft.startsAt ?? '', now, online);
  }
  const guestId = await recordGuestBooking(tx, {
    businessId: place.restaurant.business_id,
    name: draft.guest.name,
    email: draft.guest.email,
    phone: draft.guest.phone,
    language: draft.language,
    marketingConsent: draft.marketingConsent,
    privacyConsentAt: draft.privacyConsentAt,
    now,
  });
  const first: BookingStatus =
    draft.source === 'walk_in' ? 'seated' : online ? 'requested' : 'confirmed';
  const status: BookingStatus =
    online && place.settings.auto_confirm && !draft.paymentDueUntil ? 'confirmed' : first;
  const minutes = sittingMinutesFor(
    place.settings.sitting_durations,
    place.settings.default_sitting_minutes,
    draft.partySize,
  );
  const booking = await insertBooking(tx, {
    business_id: place.restaurant.business_id,
    restaurant_id: place.restaurant.id,
    public_id: randomBytes(16).toString('base64url'),
    status,
    source: draft.source,
    guest_id: guestId,
    party_size: draft.partySize,
    starts_at: time.start,
    ends_at: new Date(time.start.getTime() + minutes * 60_000),
    service_starts_at: time.serviceStart,
    name: draft.guest.name,
    email: draft.guest.email ?? '',
    phone: draft.guest.phone ?? '',
    language: draft.language,
    notes: draft.notes,
    marketing_consent: draft.marketingConsent,
    privacy_consent_at: draft.privacyConsentAt,
    payment_due_until: draft.paymentDueUntil ?? null,
    created_by: draft.createdBy,
    created_at: now,
    updated_at: now,
  });
  const made = { business_id: booking.business_id, booking_id: booking.id, created_at: now };
  const history: NewBookingEventRow[] = [
    {
      ...made,
      from_status: null,
      to_status: first,
      actor_kind: online ? 'guest' : 'staff',
      actor_user_id: draft.createdBy,
    },
    // Automatic confirmation is the restaurant's rule, recorded as the system's move.
    ...(status !== first
      ? [{ ...made, from_status: first, to_status: status, actor_kind: 'system' as const }]
      : []),
  ];
  await insertBookingEvents(tx, history);
  const created: CreatedBooking = {
    booking,
    // As listBookingEvents reads them back; a staff member's name is read only when one made it.
    events: history.map((event) => ({
      from_status: event.from_status ?? null,
      to_status: event.to_status,
      reason: null,
      details: null,
      created_at: now,
      actor_kind: event.actor_kind,
      actor_name: null,
      actor_surname: null,
    })),
  };
  await beforeCovers?.(created);
  if (draft.source !== 'walk_in') {
    await takeBookingCovers(tx, place, time, draft.partySize, draft.overCapacity);
  } else if (service) {
    await takeCovers(
      tx,
      [{ key: coverKeys(place, time).service, capacity: null }],
      draft.partySize,
    );
  }
  return created;
}

/** A booking made as createBookingWithHistory makes it, for callers that need only its row. */
export async function createBookingRow(
  tx: TenantTx,
  place: BookingPlace,
  draft: BookingDraft,
  now: Date,
): Promise<BookingRow> {
  return (await createBookingWithHistory(tx, place, draft, now)).booking;
}
