import type {
  OfferWaitlistPlaceBody,
  WaitlistEntry,
} from '@coperto/shared/bookings/waitlist.schemas';
import { conflict, notFound } from '../../shared/app-error';
import { type ServiceContext, worksAt } from '../../shared/context';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { refuse } from './booking-creation';
import { loadBookingPlace } from './booking-place';
import { findCoverLoads } from './bookings.repository';
import {
  findWaitlistEntryById,
  findWaitlistEntryWithHost,
  listLineOfService,
  lockWaitlistEntry,
} from './waitlist.repository';
import { toWaitlistEntry } from './waitlist.service';
import {
  announceWaitlist,
  lockLineOf,
  makeOffer,
  offerExpiryOf,
  placesLeft,
  settleLine,
} from './waitlist-offers';

/**
 * A host offers a waiting guest the place by hand (issue 16): the same email and time limit as an
 * offer of freed places, recorded with the host's name. A full time (less what standing offers
 * hold) answers 409 naming the slot or the service, unless `over_capacity` says the host squeezes
 * the party in: then accepting books it past the capacity. Under the service's and the time's
 * cover rows, then the entry's, as an accept takes them; an entry already offered answers as it is
 * (two clicks offer once), one out of the line or booked is refused, and so is a time within the
 * online cut-off (accepting books by the online rules: call the guest instead).
 */
export function offerWaitlistPlace(
  ctx: ServiceContext,
  id: number,
  body: OfferWaitlistPlaceBody,
): Promise<WaitlistEntry> {
  const actor = ctx.actor;
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const seen = await findWaitlistEntryById(tx, { id });
    if (!seen || !actor || !worksAt(actor, seen.restaurant_id)) throw notFound('Waitlist entry');
    const restaurant = await findRestaurant(tx, seen.restaurant_id);
    if (!restaurant) throw notFound('Waitlist entry');
    await lockLineOf(tx, seen, true);
    const entry = await lockWaitlistEntry(tx, seen.id);
    if (entry?.status !== 'waiting' && entry?.status !== 'offered') {
      refuse('status', 'not_changeable', 'This guest is no longer waiting');
    }
    if (entry.status === 'waiting') {
      const place = await loadBookingPlace(tx, restaurant, now);
      const expires = offerExpiryOf(place, entry.starts_at, now);
      if (expires <= now) {
        refuse('starts_at', 'past_cutoff', 'Too close to the time to offer online: call the guest');
      }
      const line = await listLineOfService(tx, restaurant.id, entry.service_starts_at, now);
      const { held } = await settleLine(tx, line, now);
      const loads = await findCoverLoads(
        tx,
        restaurant.id,
        entry.service_starts_at,
        entry.starts_at,
      );
      const left = placesLeft(place, loads, held, entry);
      const full =
        entry.party_size > left.service
          ? 'service_full'
          : entry.party_size > left.slot
            ? 'slot_full'
            : null;
      if (full && !body.over_capacity) {
        throw conflict('This time is full: offer it anyway only if a table can be squeezed in', {
          starts_at: full,
        });
      }
      const offered = await makeOffer(tx, entry, now, expires, {
        userId: actor.userId,
        overCapacity: full !== null,
      });
      if (!offered) throw conflict('The waitlist entry was changed meanwhile: look at it again');
      await announceWaitlist(tx, offered);
    }
    const view = await findWaitlistEntryWithHost(tx, entry.id);
    if (!view) throw notFound('Waitlist entry');
    return toWaitlistEntry(view);
  });
}
