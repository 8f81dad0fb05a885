import type { TenantTx } from '../../db/tenant-scope';
import { publishEvent } from '../events/events.service';
import type { BookingRow } from './bookings.repository';

/**
 * Tells every open screen of the restaurant, in every API process, that a booking came, moved or
 * changed (DESIGN.md §10), so the day view and the floor can follow it, once the booking's
 * transaction commits (events.service.ts).
 */
export async function announceBooking(
  tx: TenantTx,
  booking: Pick<
    BookingRow,
    'id' | 'business_id' | 'restaurant_id' | 'status' | 'starts_at' | 'party_size'
  >,
  type: 'booking.created' | 'booking.updated',
) {
  await publishEvent(tx, {
    businessId: booking.business_id,
    restaurantId: booking.restaurant_id,
    type,
    payload: {
      booking_id: booking.id,
      restaurant_id: booking.restaurant_id,
      status: booking.status,
      starts_at: booking.starts_at.toISOString(),
      party_size: booking.party_size,
    },
  });
}
