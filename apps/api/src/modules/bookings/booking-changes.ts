import type { ChangeBookingBody } from '@coperto/shared/bookings/booking.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { conflict } from '../../shared/app-error';
import { announceBooking } from './booking-announcements';
import {
  chosenTime,
  lockCoversOfChange,
  refuse,
  releaseBookingCovers,
  takeBookingCovers,
} from './booking-creation';
import { queueBookingEmail, queueBookingReminder } from './booking-jobs';
import type { BookingPlace } from './booking-place';
import { sittingMinutesFor } from './booking-times';
import { type BookingRow, insertBookingEvents, updateBooking } from './bookings.repository';
import { offerFreedPlaces } from './waitlist-offers';

/** Who changes a booking: the guest by the online rules, or a host taking a call. */
export type BookingEditor = { kind: 'guest' } | { kind: 'staff'; userId: number };

/**
 * Changes a booking's time, party or notes by the booking rules (the guest's: the online ones;
 * a host's: the hours and the capacity only): the old covers given back and the new ones taken in
 * the caller's transaction, so a refused change keeps the booking as it was. The change is kept in
 * the history, mailed to the guest and announced; nothing to change answers the booking as it is.
 */
export async function changeBookingRow(
  tx: TenantTx,
  place: BookingPlace,
  booking: BookingRow,
  body: ChangeBookingBody,
  now: Date,
  by: BookingEditor,
): Promise<BookingRow> {
  const online = by.kind === 'guest';
  const partySize = body.party_size ?? booking.party_size;
  const startsAt = body.starts_at ? new Date(body.starts_at) : booking.starts_at;
  const moved =
    partySize !== booking.party_size || startsAt.getTime() !== booking.starts_at.getTime();
  if (online && partySize > place.settings.max_party_online && partySize !== booking.party_size) {
    refuse('party_size', 'party_too_large', 'For a party this large, call the restaurant');
  }
  let time = { start: booking.starts_at, serviceStart: booking.service_starts_at };
  if (moved) {
    const next = chosenTime(place, startsAt.toISOString(), now, online);
    await lockCoversOfChange(tx, place, [time, next]);
    await releaseBookingCovers(tx, place, booking);
    await takeBookingCovers(tx, place, next, partySize);
    // A party made smaller or moved leaves places in its old service for the waitlist.
    await offerFreedPlaces(tx, place, booking.service_starts_at, now);
    time = next;
  }
  const notes = body.notes ?? booking.notes;
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  if (time.start.getTime() !== booking.starts_at.getTime()) {
    changed.starts_at = { from: booking.starts_at.toISOString(), to: time.start.toISOString() };
  }
  if (partySize !== booking.party_size) {
    changed.party_size = { from: booking.party_size, to: partySize };
  }
  if (notes !== booking.notes) changed.notes = { from: booking.notes, to: notes };
  if (Object.keys(changed).length === 0) return booking;
  const minutes = sittingMinutesFor(
    place.settings.sitting_durations,
    place.settings.default_sitting_minutes,
    partySize,
  );
  const updated = await updateBooking(
    tx,
    { id: booking.id, from: booking.status },
    {
      party_size: partySize,
      starts_at: time.start,
      ends_at: new Date(time.start.getTime() + minutes * 60_000),
      service_starts_at: time.serviceStart,
      notes,
      updated_at: now,
    },
  );
  if (!updated) throw conflict('The booking was changed meanwhile: look at it again');
  await insertBookingEvents(tx, [
    {
      business_id: booking.business_id,
      booking_id: booking.id,
      from_status: booking.status,
      to_status: booking.status,
      actor_kind: by.kind,
      actor_user_id: by.kind === 'staff' ? by.userId : null,
      details: changed,
      created_at: now,
    },
  ]);
  await queueBookingEmail(tx, updated, 'changed', now.toISOString());
  if (changed.starts_at) await queueBookingReminder(tx, updated, now);
  await announceBooking(tx, updated, 'booking.updated');
  return updated;
}
