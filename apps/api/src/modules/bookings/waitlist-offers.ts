import { WAITLIST_OFFER_MINUTES } from '@coperto/shared/bookings/booking.constants';
import type { TenantTx } from '../../db/tenant-scope';
import { publishEvent } from '../events/events.service';
import { enqueueJob } from '../jobs/jobs.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { type BookingPlace, bookingClosedReasonOf, loadBookingPlace } from './booking-place';
import { type CoverKey, findCoverLoads, lockCoverRows } from './bookings.repository';
import {
  findWaitlistEntryById,
  listLineOfService,
  listServicesWaiting,
  lockWaitlistEntry,
  updateWaitlistEntry,
  type WaitlistRow,
} from './waitlist.repository';
import type { WaitlistEmailKind } from './waitlist-emails';

type CoverLoads = Awaited<ReturnType<typeof findCoverLoads>>;

export const WAITLIST_EMAIL = 'booking.waitlist-email';
export const OFFER_EXPIRY = 'booking.waitlist-offer-expiry';

/** The guest's waitlist email, queued in the transaction that made it due (sent if it commits). */
export async function queueWaitlistEmail(
  tx: TenantTx,
  entry: Pick<WaitlistRow, 'id' | 'offered_at'>,
  kind: WaitlistEmailKind,
) {
  await enqueueJob(
    tx,
    WAITLIST_EMAIL,
    { entry_id: entry.id, kind, offered_at: entry.offered_at?.toISOString() ?? null },
    { singletonKey: `${entry.id}:${kind}:${entry.offered_at?.toISOString() ?? ''}` },
  );
}

/**
 * Tells the restaurant's open screens that a line changed (joined, left, removed, expired), so a
 * waitlist on screen reads the day again; offers and accepts come with the booking's own event.
 * Heard once the transaction commits, as every event (events.service.ts).
 */
export async function announceWaitlist(
  tx: TenantTx,
  entry: Pick<WaitlistRow, 'id' | 'business_id' | 'restaurant_id' | 'status' | 'starts_at'>,
) {
  await publishEvent(tx, {
    businessId: entry.business_id,
    restaurantId: entry.restaurant_id,
    type: 'booking.waitlist-changed',
    payload: {
      entry_id: entry.id,
      restaurant_id: entry.restaurant_id,
      status: entry.status,
      starts_at: entry.starts_at.toISOString(),
    },
  });
}

/** The cover row of an entry's service, and of its time when `slot` (what accepting takes). */
export function coverKeysOfEntry(
  entry: Pick<WaitlistRow, 'business_id' | 'restaurant_id' | 'service_starts_at' | 'starts_at'>,
  slot: boolean,
): CoverKey[] {
  const owner = { businessId: entry.business_id, restaurantId: entry.restaurant_id };
  return [
    { ...owner, kind: 'service', startsAt: entry.service_starts_at },
    ...(slot ? [{ ...owner, kind: 'slot' as const, startsAt: entry.starts_at }] : []),
  ];
}

/**
 * Every change of a line locks its service's cover row first, then entries: the one order a
 * cancellation (which holds that row already) follows too, so the two never wait crosswise.
 */
export async function lockLineOf(
  tx: TenantTx,
  entry: Pick<WaitlistRow, 'business_id' | 'restaurant_id' | 'service_starts_at' | 'starts_at'>,
  slot = false,
) {
  await lockCoverRows(tx, coverKeysOfEntry(entry, slot));
}

/** The places a service's standing offers hold, by time and in all, until they are answered. */
export interface HeldPlaces {
  bySlot: Map<number, number>;
  inService: number;
}

/**
 * Reads a line's standing offers into what they hold, and answers who still waits. An offer past
 * its time whose job has not run yet ends here (the job then finds it done).
 */
export async function settleLine(tx: TenantTx, line: readonly WaitlistRow[], now: Date) {
  const held: HeldPlaces = { bySlot: new Map(), inService: 0 };
  const waiting: WaitlistRow[] = [];
  for (const entry of line) {
    if (entry.status !== 'offered') {
      waiting.push(entry);
    } else if (entry.offer_expires_at && entry.offer_expires_at > now) {
      hold(held, entry);
    } else {
      await updateWaitlistEntry(
        tx,
        { id: entry.id, from: 'offered' },
        { status: 'expired', updated_at: now },
      );
    }
  }
  return { held, waiting };
}

function hold(held: HeldPlaces, entry: Pick<WaitlistRow, 'starts_at' | 'party_size'>) {
  const at = entry.starts_at.getTime();
  held.bySlot.set(at, (held.bySlot.get(at) ?? 0) + entry.party_size);
  held.inService += entry.party_size;
}

/** The places left at a time: the tighter of its slot's and its service's, less what offers hold. */
export function placesLeft(
  place: BookingPlace,
  loads: CoverLoads,
  held: HeldPlaces,
  entry: Pick<WaitlistRow, 'starts_at' | 'service_starts_at'>,
) {
  const at = entry.starts_at.getTime();
  return {
    slot:
      place.settings.max_covers_per_slot - (loads.slot.get(at) ?? 0) - (held.bySlot.get(at) ?? 0),
    service:
      place.settings.max_covers_per_service -
      (loads.service.get(entry.service_starts_at.getTime()) ?? 0) -
      held.inService,
  };
}

/** Until when an offer made now stands: its time limit, never past the online cut-off. */
export function offerExpiryOf(place: BookingPlace, startsAt: Date, now: Date) {
  return new Date(
    Math.min(
      now.getTime() + WAITLIST_OFFER_MINUTES * 60_000,
      startsAt.getTime() - place.settings.cutoff_minutes * 60_000,
    ),
  );
}

/**
 * Offers the place to a waiting entry: the offer email and the job that ends it at `expires`.
 * `byHand` names the host who offered it (and whether past the capacity); undefined when freed
 * places are offered. Undefined when the entry was no longer waiting.
 */
export async function makeOffer(
  tx: TenantTx,
  entry: WaitlistRow,
  now: Date,
  expires: Date,
  byHand?: { userId: number; overCapacity: boolean },
) {
  const row = await updateWaitlistEntry(
    tx,
    { id: entry.id, from: 'waiting' },
    {
      status: 'offered',
      offered_at: now,
      offer_expires_at: expires,
      offered_by: byHand?.userId ?? null,
      offer_over_capacity: byHand?.overCapacity ?? false,
      updated_at: now,
    },
  );
  if (!row) return undefined;
  await queueWaitlistEmail(tx, row, 'offered');
  await enqueueJob(
    tx,
    OFFER_EXPIRY,
    { entry_id: row.id, offered_at: now.toISOString() },
    { runAt: expires, singletonKey: `${row.id}:${now.toISOString()}` },
  );
  return row;
}

/**
 * Offers the places free in a service to its line, first come first: each waiting entry whose
 * party fits what is left at its time (the slot's pacing and the service's size, less the places
 * already offered and not yet answered) is offered them by email, for WAITLIST_OFFER_MINUTES and
 * never past the online cut-off (accepting books by the online rules). An entry whose party does
 * not fit keeps its place in line and a smaller party behind it may be offered instead.
 *
 * Called in the transaction that freed covers (a cancellation, a party made smaller or moved, an
 * offer declined or expired, the capacity raised). It first locks the service's cover row, which
 * every booking of that service takes first too, so two cancellations at once offer one after the
 * other, each seeing the other's offers, and never the same places twice.
 */
export async function offerFreedPlaces(
  tx: TenantTx,
  place: BookingPlace,
  serviceStartsAt: Date,
  now: Date,
): Promise<WaitlistRow[]> {
  if (bookingClosedReasonOf(place) !== null) return [];
  const ahead = new Date(now.getTime() + place.settings.cutoff_minutes * 60_000);
  const line = await listLineOfService(tx, place.restaurant.id, serviceStartsAt, ahead);
  if (line.length === 0) return [];
  await lockLineOf(tx, {
    business_id: place.restaurant.business_id,
    restaurant_id: place.restaurant.id,
    service_starts_at: serviceStartsAt,
    starts_at: serviceStartsAt,
  });
  // Read again under the lock: another transaction may have offered meanwhile.
  const current = await listLineOfService(tx, place.restaurant.id, serviceStartsAt, ahead);
  const last = Math.max(...current.map((e) => e.starts_at.getTime()), serviceStartsAt.getTime());
  const loads = await findCoverLoads(tx, place.restaurant.id, serviceStartsAt, new Date(last));
  const { held, waiting } = await settleLine(tx, current, now);
  const offered: WaitlistRow[] = [];
  for (const entry of waiting) {
    const left = placesLeft(place, loads, held, entry);
    if (entry.party_size > Math.min(left.slot, left.service)) continue;
    const row = await makeOffer(tx, entry, now, offerExpiryOf(place, entry.starts_at, now));
    if (!row) continue;
    hold(held, entry);
    offered.push(row);
  }
  return offered;
}

/**
 * Room opened another way than a booking giving covers back (the owner raised the slot's or the
 * service's capacity, turned bookings on, or shortened the cut-off): every service whose line
 * still waits for a time ahead is looked at again, first service first (the order every booking
 * locks cover rows in, so this never waits crosswise with one).
 */
export async function offerRoomAhead(tx: TenantTx, place: BookingPlace, now: Date) {
  const ahead = new Date(now.getTime() + place.settings.cutoff_minutes * 60_000);
  const offered: WaitlistRow[] = [];
  for (const service of await listServicesWaiting(tx, place.restaurant.id, ahead)) {
    offered.push(...(await offerFreedPlaces(tx, place, service, now)));
  }
  return offered;
}

/**
 * An offer's time is up: unless it was answered meanwhile (or offered again, a later offer), it
 * expires and its places pass to the next in line.
 */
export async function expireOffer(tx: TenantTx, entryId: number, offeredAt: string, now: Date) {
  const seen = await findWaitlistEntryById(tx, { id: entryId });
  if (!seen) return;
  await lockLineOf(tx, seen);
  const entry = await lockWaitlistEntry(tx, entryId);
  // Answered, declined or offered again meanwhile (a later offer has its own job): nothing to do.
  if (
    entry?.status !== 'offered' ||
    entry.offered_at?.toISOString() !== offeredAt ||
    !entry.offer_expires_at ||
    entry.offer_expires_at > now
  ) {
    return;
  }
  await updateWaitlistEntry(
    tx,
    { id: entry.id, from: 'offered' },
    { status: 'expired', updated_at: now },
  );
  const restaurant = await findRestaurant(tx, entry.restaurant_id);
  if (!restaurant) return;
  await offerFreedPlaces(
    tx,
    await loadBookingPlace(tx, restaurant, now),
    entry.service_starts_at,
    now,
  );
  await announceWaitlist(tx, { ...entry, status: 'expired' });
}
