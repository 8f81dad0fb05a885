import { randomBytes } from 'node:crypto';
import { WAITLIST_MAX_PER_TIME } from '@coperto/shared/bookings/booking.constants';
import type { PublicBooking, PublicBookingQuery } from '@coperto/shared/bookings/booking.schemas';
import type {
  JoinWaitlistBodySchema,
  PublicWaitlistEntry,
  WaitlistDay,
  WaitlistEntry,
  WaitlistQuery,
} from '@coperto/shared/bookings/waitlist.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import { conflict, notFound, ruleBroken } from '../../shared/app-error';
import { type Actor, type ServiceContext, worksAt } from '../../shared/context';
import { type KeyedAnswer, onceForKey } from '../idempotency/idempotency.service';
import { findRestaurant, type RestaurantRow } from '../restaurants/tenant-restaurants.service';
import { findRestaurantOfPublicKey } from '../sites/sites.service';
import { announceBooking } from './booking-announcements';
import { chosenTime, createBookingRow, refuse } from './booking-creation';
import {
  queueBookingEmail,
  queueBookingReminder,
  queueRestaurantBookingEmail,
} from './booking-jobs';
import { type BookingPlace, bookingClosedReasonOf, loadBookingPlace } from './booking-place';
import { toPublicBooking } from './booking-views';
import { findBookingById, findCoverLoads, listBookingEvents } from './bookings.repository';
import {
  countInLine,
  findInLineByEmail,
  findWaitlistEntryById,
  findWaitlistEntryByPublicId,
  findWaitlistEntryWithHost,
  insertWaitlistEntry,
  listWaitlistOfDay,
  lockWaitlistEntry,
  updateWaitlistEntry,
  type WaitlistEntryRow,
  type WaitlistRow,
} from './waitlist.repository';
import {
  announceWaitlist,
  lockLineOf,
  offerFreedPlaces,
  queueWaitlistEmail,
} from './waitlist-offers';

type JoinWaitlistInput = z.output<typeof JoinWaitlistBodySchema>;

async function publicEntryView(
  tx: TenantTx,
  restaurant: RestaurantRow,
  entry: WaitlistRow,
): Promise<PublicWaitlistEntry> {
  const booking = entry.booking_id ? await findBookingById(tx, { id: entry.booking_id }) : null;
  return {
    public_id: entry.public_id,
    status: entry.status,
    party_size: entry.party_size,
    starts_at: entry.starts_at.toISOString(),
    name: entry.name,
    language: entry.language,
    offer_expires_at:
      entry.status === 'offered' ? (entry.offer_expires_at?.toISOString() ?? null) : null,
    booking_public_id: booking?.public_id ?? null,
    restaurant: {
      name: restaurant.name,
      phone_number: restaurant.phone_number,
      public_key: restaurant.public_key,
      time_zone: restaurant.time_zone,
    },
  };
}

export function toWaitlistEntry(entry: WaitlistEntryRow): WaitlistEntry {
  return {
    id: entry.id,
    restaurant_id: entry.restaurant_id,
    status: entry.status,
    party_size: entry.party_size,
    starts_at: entry.starts_at.toISOString(),
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    language: entry.language,
    notes: entry.notes,
    offered_at: entry.offered_at?.toISOString() ?? null,
    offer_expires_at: entry.offer_expires_at?.toISOString() ?? null,
    offered_by_name: entry.offered_by_name,
    offer_over_capacity: entry.offer_over_capacity,
    booking_id: entry.booking_id,
    created_at: entry.created_at.toISOString(),
  };
}

/**
 * A guest joins the line of a full time (decision 060), in one transaction of the restaurant's
 * tenant with its idempotency key: the time checked by the online rules; refused while it has
 * room for the party (book it instead); the same address twice keeps one place in line.
 */
export function joinWaitlist(
  ctx: ServiceContext,
  publicKey: string,
  body: JoinWaitlistInput,
  idempotencyKey: string,
): Promise<KeyedAnswer<PublicWaitlistEntry>> {
  const now = ctx.clock.now();
  return (async () => {
    const restaurant = await findRestaurantOfPublicKey(ctx, publicKey);
    if (!restaurant) throw notFound('Restaurant');
    return ctx.asTenant(restaurant.business_id, async (tx) => {
      const place = await loadBookingPlace(tx, restaurant, now);
      return onceForKey(
        tx,
        {
          businessId: restaurant.business_id,
          operation: 'booking.waitlist-join',
          key: idempotencyKey,
          // The restaurant is part of the request: the same key at another one is another entry.
          body: { restaurant: restaurant.id, ...body },
          now,
        },
        async () => {
          if (bookingClosedReasonOf(place) !== null) {
            refuse('starts_at', 'bookings_closed', 'The restaurant does not take bookings online');
          }
          if (body.party_size > place.settings.max_party_online) {
            refuse('party_size', 'party_too_large', 'For a party this large, call the restaurant');
          }
          const time = chosenTime(place, body.starts_at, now, true);
          // Under the service's row, as a cancellation offers: a place freed just before is seen
          // here (book it instead), one freed just after is offered to this guest too.
          await lockLineOf(tx, {
            business_id: restaurant.business_id,
            restaurant_id: restaurant.id,
            service_starts_at: time.serviceStart,
            starts_at: time.start,
          });
          const loads = await findCoverLoads(tx, restaurant.id, time.serviceStart, time.start);
          const left = Math.min(
            place.settings.max_covers_per_slot - (loads.slot.get(time.start.getTime()) ?? 0),
            place.settings.max_covers_per_service -
              (loads.service.get(time.serviceStart.getTime()) ?? 0),
          );
          if (left >= body.party_size) {
            refuse('starts_at', 'time_available', 'This time has room: book it instead');
          }
          const already = await findInLineByEmail(tx, restaurant.id, time.start, body.guest.email);
          if (already) {
            return { statusCode: 201, body: await publicEntryView(tx, restaurant, already) };
          }
          if ((await countInLine(tx, restaurant.id, time.start)) >= WAITLIST_MAX_PER_TIME) {
            refuse('starts_at', 'waitlist_full', 'The waitlist of this time is full');
          }
          const entry = await insertWaitlistEntry(tx, {
            business_id: restaurant.business_id,
            restaurant_id: restaurant.id,
            public_id: randomBytes(16).toString('base64url'),
            status: 'waiting',
            party_size: body.party_size,
            starts_at: time.start,
            service_starts_at: time.serviceStart,
            name: body.guest.name,
            email: body.guest.email,
            phone: body.guest.phone,
            language: body.language,
            notes: body.notes,
            marketing_consent: body.marketing_consent,
            privacy_consent_at: now,
            created_at: now,
            updated_at: now,
          });
          await queueWaitlistEmail(tx, entry, 'joined');
          await announceWaitlist(tx, entry);
          return { statusCode: 201, body: await publicEntryView(tx, restaurant, entry) };
        },
      );
    });
  })();
}

/**
 * The entry a guest's link names, with its restaurant, in its own tenant; 404 for none, and for a
 * link opened on another restaurant's site (`public_key`).
 */
async function withPublicEntry<T>(
  ctx: ServiceContext,
  publicId: string,
  site: PublicBookingQuery,
  work: (tx: TenantTx, restaurant: RestaurantRow, entry: WaitlistRow) => Promise<T>,
): Promise<T> {
  const found = await findWaitlistEntryByPublicId(ctx.system, publicId);
  if (!found) throw notFound('Waitlist entry');
  return ctx.asTenant(found.business_id, async (tx) => {
    const entry = await findWaitlistEntryById(tx, { id: found.id });
    const restaurant = entry && (await findRestaurant(tx, entry.restaurant_id));
    if (!entry || !restaurant) throw notFound('Waitlist entry');
    if (site.public_key !== undefined && site.public_key !== restaurant.public_key) {
      throw notFound('Waitlist entry');
    }
    return work(tx, restaurant, entry);
  });
}

export function getPublicWaitlistEntry(
  ctx: ServiceContext,
  publicId: string,
  site: PublicBookingQuery,
): Promise<PublicWaitlistEntry> {
  return withPublicEntry(ctx, publicId, site, (tx, restaurant, entry) =>
    publicEntryView(tx, restaurant, entry),
  );
}

/**
 * Takes an entry out of the line (the guest leaving, a host removing it): under the service's
 * lock, then the entry's; an offer it held passes to the next in line. Leaving twice answers the
 * entry as it is; an entry that became a booking is the booking's now (cancel that instead).
 */
async function takeOutOfLine(
  tx: TenantTx,
  restaurant: RestaurantRow,
  seen: WaitlistRow,
  to: 'left' | 'removed',
  now: Date,
): Promise<WaitlistRow> {
  await lockLineOf(tx, seen);
  const entry = (await lockWaitlistEntry(tx, seen.id)) ?? seen;
  if (entry.status !== 'waiting' && entry.status !== 'offered') {
    if (entry.status === 'booked') {
      refuse('status', 'not_changeable', 'This place is booked: cancel the booking instead');
    }
    return entry;
  }
  const out = await updateWaitlistEntry(
    tx,
    { id: entry.id, from: entry.status },
    { status: to, updated_at: now },
  );
  if (!out) throw conflict('The waitlist entry was changed meanwhile: look at it again');
  if (entry.status === 'offered') {
    await offerFreedPlaces(
      tx,
      await loadBookingPlace(tx, restaurant, now),
      entry.service_starts_at,
      now,
    );
  }
  await announceWaitlist(tx, out);
  return out;
}

/** The guest leaves the line from their email's link (or declines an offer). */
export function leaveWaitlist(
  ctx: ServiceContext,
  publicId: string,
  site: PublicBookingQuery,
): Promise<PublicWaitlistEntry> {
  const now = ctx.clock.now();
  return withPublicEntry(ctx, publicId, site, async (tx, restaurant, seen) => {
    const entry = await takeOutOfLine(tx, restaurant, seen, 'left', now);
    return publicEntryView(tx, restaurant, entry);
  });
}

type AcceptOutcome =
  | { kind: 'booked'; booking: PublicBooking }
  | { kind: 'expired' }
  | { kind: 'taken' };

async function publicBookingOf(tx: TenantTx, place: BookingPlace, bookingId: number, now: Date) {
  const booking = await findBookingById(tx, { id: bookingId });
  if (!booking) throw notFound('Booking');
  return toPublicBooking(
    booking,
    await listBookingEvents(tx, booking.id),
    place.restaurant,
    place.settings,
    now,
  );
}

/**
 * The offer's link: books the offered place through the booking rules and capacity, under the
 * service's and the time's cover rows (locked first, as every booking takes them) and then the
 * entry's. Two clicks at once make one booking and both answer it. A place someone booked
 * directly meanwhile (offers hold no covers) is refused with 409 and the entry waits again, first
 * in line; an offer past its time expires (422) and passes to the next. Both are committed before
 * the refusal goes out.
 */
export async function acceptWaitlistOffer(
  ctx: ServiceContext,
  publicId: string,
  site: PublicBookingQuery,
): Promise<PublicBooking> {
  const now = ctx.clock.now();
  const outcome = await withPublicEntry<AcceptOutcome>(
    ctx,
    publicId,
    site,
    async (tx, restaurant, seen) => {
      await lockLineOf(tx, seen, true);
      const entry = await lockWaitlistEntry(tx, seen.id);
      const place = await loadBookingPlace(tx, restaurant, now);
      if (entry?.status === 'booked' && entry.booking_id) {
        return { kind: 'booked', booking: await publicBookingOf(tx, place, entry.booking_id, now) };
      }
      if (entry?.status !== 'offered' || !entry.offer_expires_at) {
        refuse('status', 'not_offered', 'No place is offered to this waitlist entry');
      }
      if (entry.offer_expires_at <= now) {
        await updateWaitlistEntry(
          tx,
          { id: entry.id, from: 'offered' },
          { status: 'expired', updated_at: now },
        );
        await offerFreedPlaces(tx, place, entry.service_starts_at, now);
        return { kind: 'expired' };
      }
      const loads = await findCoverLoads(
        tx,
        restaurant.id,
        entry.service_starts_at,
        entry.starts_at,
      );
      const left = Math.min(
        place.settings.max_covers_per_slot - (loads.slot.get(entry.starts_at.getTime()) ?? 0),
        place.settings.max_covers_per_service -
          (loads.service.get(entry.service_starts_at.getTime()) ?? 0),
      );
      // A host who squeezed the party in by hand offered it past the capacity on purpose.
      if (left < entry.party_size && !entry.offer_over_capacity) {
        await updateWaitlistEntry(
          tx,
          { id: entry.id, from: 'offered' },
          {
            status: 'waiting',
            offered_at: null,
            offer_expires_at: null,
            offered_by: null,
            updated_at: now,
          },
        );
        return { kind: 'taken' };
      }
      const booking = await createBookingRow(
        tx,
        place,
        {
          source: 'online',
          startsAt: entry.starts_at.toISOString(),
          partySize: entry.party_size,
          guest: { name: entry.name, email: entry.email, phone: entry.phone || null },
          notes: entry.notes,
          language: entry.language,
          marketingConsent: entry.marketing_consent,
          privacyConsentAt: entry.privacy_consent_at,
          createdBy: null,
          overCapacity: entry.offer_over_capacity,
        },
        now,
      );
      await updateWaitlistEntry(
        tx,
        { id: entry.id, from: 'offered' },
        { status: 'booked', booking_id: booking.id, updated_at: now },
      );
      await queueBookingEmail(
        tx,
        booking,
        booking.status === 'confirmed' ? 'confirmed' : 'requested',
        'new',
      );
      await queueBookingReminder(tx, booking, now);
      await queueRestaurantBookingEmail(tx, booking);
      await announceBooking(tx, booking, 'booking.created');
      return { kind: 'booked', booking: await publicBookingOf(tx, place, booking.id, now) };
    },
  );
  if (outcome.kind === 'expired') {
    throw ruleBroken('The time to accept this place is over: it has passed to the next guest', {
      status: 'offer_expired',
    });
  }
  if (outcome.kind === 'taken') {
    throw conflict(
      'Someone booked this place meanwhile: you are still on the waitlist, first in line',
      { starts_at: 'slot_full' },
    );
  }
  return outcome.booking;
}

// ---------------------------------------------------------------- the restaurant's side

async function findVisibleRestaurant(tx: TenantTx, actor: Actor | null, id: number) {
  const restaurant = await findRestaurant(tx, id);
  if (!restaurant || !actor || !worksAt(actor, restaurant.id)) throw notFound('Restaurant');
  return restaurant;
}

/** The day's waitlist (the service's day in the restaurant's zone, today unless asked). */
export function listWaitlist(ctx: ServiceContext, query: WaitlistQuery): Promise<WaitlistDay> {
  return ctx.asActor(async (tx) => {
    const restaurant = await findVisibleRestaurant(tx, ctx.actor, query.restaurant_id);
    const zone = restaurant.time_zone;
    const date = query.date ?? localDateOf(zone, ctx.clock.now().getTime());
    const rows = await listWaitlistOfDay(
      tx,
      restaurant.id,
      new Date(instantOfWallClock(zone, date, 0)),
      new Date(instantOfWallClock(zone, addDaysToDate(date, 1), 0)),
    );
    return { date, items: rows.map(toWaitlistEntry) };
  });
}

/** A host takes an entry out of the line (the guest called, or booked by phone). */
export function removeWaitlistEntry(ctx: ServiceContext, id: number): Promise<WaitlistEntry> {
  const actor = ctx.actor;
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const seen = await findWaitlistEntryById(tx, { id });
    if (!seen || !actor || !worksAt(actor, seen.restaurant_id)) throw notFound('Waitlist entry');
    const restaurant = await findVisibleRestaurant(tx, actor, seen.restaurant_id);
    const out = await takeOutOfLine(tx, restaurant, seen, 'removed', now);
    return toWaitlistEntry(
      (await findWaitlistEntryWithHost(tx, out.id)) ?? { ...out, offered_by_name: null },
    );
  });
}
