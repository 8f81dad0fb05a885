import type {
  Booking,
  BookingSummary,
  PublicBooking,
} from '@coperto/shared/bookings/booking.schemas';
import {
  allowedBookingTransitions,
  guestCanManage,
  isTimelyBookingMove,
} from '@coperto/shared/bookings/booking-states';
import type { BookingSettingsRow } from './booking-settings.repository';
import type { BookingEventRow, BookingRow } from './bookings.repository';

type Changed = Record<string, { from: unknown; to: unknown }>;

function eventOf(event: BookingEventRow) {
  const by =
    event.actor_kind === 'staff'
      ? `${event.actor_name ?? ''} ${event.actor_surname ?? ''}`.trim() || null
      : null;
  return {
    from_status: event.from_status,
    to_status: event.to_status,
    reason: event.reason,
    changed: (event.details as Changed | null) ?? null,
    at: event.created_at.toISOString(),
    by,
  };
}

/** Until when the guest may change or cancel: the cut-off before the time. */
export function manageUntilOf(booking: Pick<BookingRow, 'starts_at'>, cutoffMinutes: number) {
  return new Date(booking.starts_at.getTime() - cutoffMinutes * 60_000);
}

export function toPublicBooking(
  booking: BookingRow,
  events: readonly BookingEventRow[],
  restaurant: { name: string; phone_number: string; public_key: string; time_zone: string },
  settings: Pick<BookingSettingsRow, 'cutoff_minutes' | 'cancellation_policy'>,
  now: Date,
  payment: Pick<PublicBooking, 'protection' | 'payment_url'> = {
    protection: null,
    payment_url: null,
  },
): PublicBooking {
  const until = manageUntilOf(booking, settings.cutoff_minutes);
  return {
    public_id: booking.public_id,
    status: booking.status,
    party_size: booking.party_size,
    starts_at: booking.starts_at.toISOString(),
    ends_at: booking.ends_at.toISOString(),
    name: booking.name,
    notes: booking.notes,
    language: booking.language,
    reason: booking.reason,
    guest_confirmed_at: booking.guest_confirmed_at?.toISOString() ?? null,
    manageable: guestCanManage(booking.status) && now < until,
    manage_until: until.toISOString(),
    restaurant: {
      name: restaurant.name,
      phone_number: restaurant.phone_number,
      public_key: restaurant.public_key,
      time_zone: restaurant.time_zone,
      cancellation_policy: settings.cancellation_policy,
    },
    events: events.map(eventOf).map(({ by: _by, ...event }) => event),
    ...payment,
  };
}

export interface GuestProfile {
  id: number;
  visits_count: number;
  no_shows_count: number;
  notes: string;
}

/** A booking as staff see it at `now` (the service's clock): its moves are those due by then. */
export function toBookingSummary(
  booking: BookingRow,
  guest: GuestProfile | null,
  now: Date,
  protection: BookingSummary['protection'] = null,
): BookingSummary {
  return {
    id: booking.id,
    public_id: booking.public_id,
    restaurant_id: booking.restaurant_id,
    status: booking.status,
    source: booking.source,
    party_size: booking.party_size,
    starts_at: booking.starts_at.toISOString(),
    ends_at: booking.ends_at.toISOString(),
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    language: booking.language,
    notes: booking.notes,
    reason: booking.reason,
    marketing_consent: booking.marketing_consent,
    guest_confirmed_at: booking.guest_confirmed_at?.toISOString() ?? null,
    created_at: booking.created_at.toISOString(),
    guest,
    // A booking held for the guest's card is not the restaurant's to approve yet (decision 066).
    // Nor is a party seated a day early or a no-show marked before its time (decision 081).
    allowed_moves: allowedBookingTransitions(booking, 'staff')
      .map((t) => t.to)
      .filter((to) => booking.payment_due_until === null || to !== 'confirmed')
      .filter((to) => isTimelyBookingMove(to, booking.starts_at, now)),
    protection,
  };
}

export function toBooking(
  booking: BookingRow,
  guest: GuestProfile | null,
  events: readonly BookingEventRow[],
  now: Date,
  protection: BookingSummary['protection'] = null,
): Booking {
  return { ...toBookingSummary(booking, guest, now, protection), events: events.map(eventOf) };
}
