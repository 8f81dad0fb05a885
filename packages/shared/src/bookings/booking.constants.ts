/**
 * Booking limits, shared by the API and the web. Kept apart from booking.schemas.ts so the public
 * site can use them without loading zod.
 */

/** The largest party anyone may enter, staff included: a whole room, not a typo of 10,000. */
export const BOOKING_MAX_PARTY = 100;
export const BOOKING_NOTES_MAX_LENGTH = 500;
export const BOOKING_REASON_MAX_LENGTH = 300;
export const BOOKING_POLICY_MAX_LENGTH = 1000;
/** The restaurant's notes on a guest: allergies, preferences. */
export const GUEST_NOTES_MAX_LENGTH = 1000;
/** The furthest a restaurant may open its book. */
export const BOOKING_MAX_DAYS_AHEAD = 365;
export const BOOKING_MAX_SITTING_DURATIONS = 10;
/** The reminder goes this many hours before the time (when the booking was made earlier than that). */
export const BOOKING_REMINDER_HOURS = 24;
/**
 * A booking may be marked seated from this many hours before its time: a party early for lunch is
 * normal, tomorrow's is not (a no-show waits for the time itself).
 */
export const BOOKING_SEAT_EARLY_HOURS = 12;
/**
 * How long a waitlisted guest has to accept a freed place before it passes to the next in line:
 * long enough to see an email at dinner, short enough that the place still fills (decision 060).
 */
export const WAITLIST_OFFER_MINUTES = 30;
/** Guests waiting for one time at most: a longer line would never be reached. */
export const WAITLIST_MAX_PER_TIME = 30;
/**
 * Public ids a guest holds (manage links): 16 random bytes, base64url, so 22 characters and
 * 128 bits (DESIGN.md §10).
 */
export const BOOKING_PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Why a booking was refused (422): the error's `fields` map the field to one of these, and the
 * booking page words it in the guest's language.
 */
export const BOOKING_RULES = [
  'bookings_closed',
  'party_too_large',
  'date_unavailable',
  'time_unavailable',
  'slot_full',
  'service_full',
  'past_cutoff',
  'not_changeable',
  // The waitlist (decision 060).
  'time_available',
  'waitlist_full',
  'offer_expired',
  'not_offered',
  // No-show protection (decision 066): the change would need a guarantee or deposit it lacks.
  'needs_guarantee',
  // A move before its time: seated more than BOOKING_SEAT_EARLY_HOURS ahead, a no-show before it.
  'too_early',
] as const;
export type BookingRule = (typeof BOOKING_RULES)[number];
