import type {
  Booking,
  BookingList,
  BookingSettings,
  BookingSummary,
} from '@coperto/shared/bookings/booking.schemas';
import { allowedBookingTransitions } from '@coperto/shared/bookings/booking-states';
import { instantOfWallClock } from '@coperto/shared/restaurants/opening-hours';
import { fakeCurrentUser } from '../../../shared/session/session-fixtures';

export { jsonResponse } from '../../../shared/session/session-fixtures';

export const MANAGER = fakeCurrentUser(Date.now() + 3_600_000, 'manager');
export const STAFF = fakeCurrentUser(Date.now() + 3_600_000, 'staff');

/** The answer of GET /api/restaurant/1 the bookings screens read (clock and public key). */
export const RESTAURANT = {
  id: 1,
  name: 'Trattoria Demo',
  time_zone: 'Europe/Rome',
  public_key: 'trattoria-key',
  language: ['it', 'en'],
};

/** `HH:MM` of `date` on Rome's clock, as the API writes it. */
export function romeTime(date: string, clock: string): string {
  const [hours, minutes] = clock.split(':').map(Number);
  return new Date(instantOfWallClock('Europe/Rome', date, hours! * 60 + minutes!)).toISOString();
}

/** A booking whole, its moves the state machine's for its state. */
export function booking(
  fields: Partial<Booking> & Pick<Booking, 'id' | 'status' | 'starts_at' | 'name'>,
): Booking {
  const base: Booking = {
    public_id: `pub${String(fields.id).padStart(19, '0')}`,
    restaurant_id: 1,
    source: 'online',
    party_size: 2,
    ends_at: new Date(Date.parse(fields.starts_at) + 2 * 3_600_000).toISOString(),
    email: 'guest@example.com',
    phone: '+39 333 123 4567',
    language: 'it',
    notes: '',
    reason: null,
    marketing_consent: false,
    guest_confirmed_at: null,
    created_at: new Date(Date.now() - 86_400_000).toISOString(),
    guest: { id: fields.id, visits_count: 0, no_shows_count: 0, notes: '' },
    allowed_moves: [],
    events: [
      {
        from_status: null,
        to_status: fields.status,
        reason: null,
        changed: null,
        at: new Date(Date.now() - 86_400_000).toISOString(),
        by: null,
      },
    ],
    ...fields,
  };
  return {
    ...base,
    allowed_moves: allowedBookingTransitions(base).map((move) => move.to),
  };
}

export function summaryOf({ events: _events, ...summary }: Booking): BookingSummary {
  return summary;
}

/** GET /api/bookings's answer for these bookings of `date`. */
export function dayOf(date: string, bookings: Booking[]): BookingList {
  return {
    items: bookings.map(summaryOf),
    total: bookings.length,
    page: 1,
    limit: 100,
    date,
    now: new Date().toISOString(),
    totals: {
      bookings: bookings.length,
      covers: bookings
        .filter((one) => one.status !== 'cancelled')
        .reduce((sum, one) => sum + one.party_size, 0),
    },
  };
}

export const SETTINGS: BookingSettings = {
  restaurant_id: 1,
  enabled: true,
  slot_minutes: 30,
  sitting_durations: [
    { up_to: 2, minutes: 90 },
    { up_to: 4, minutes: 120 },
  ],
  default_sitting_minutes: 150,
  max_covers_per_slot: 20,
  max_covers_per_service: 60,
  max_party_online: 8,
  days_ahead: 60,
  cutoff_minutes: 120,
  auto_confirm: true,
  guarantee_enabled: false,
  guarantee_mode: 'card_guarantee',
  guarantee_min_party: 6,
  guarantee_weekdays: [],
  no_show_fee: 0,
  guarantee_cancel_hours: 24,
  cancellation_policy: {},
  plan_includes_bookings: true,
  guarantee_available: false,
};
