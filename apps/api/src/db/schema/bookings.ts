import type { BookingSource, BookingStatus } from '@coperto/shared/bookings/booking-states';
import type { NoShowMode } from '@coperto/shared/bookings/no-show-policy';
import type { Translations } from '@coperto/shared/common/translations';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestamptz } from './columns';
import { users } from './identity';
import { guests } from './orders';
import { businesses, restaurants } from './tenancy';

const businessColumn = () =>
  ref('business_id')
    .notNull()
    .references(() => businesses.id);
const restaurantColumn = () =>
  ref('restaurant_id')
    .notNull()
    .references(() => restaurants.id);

/** How long a table is kept for a party: up to `up_to` guests, `minutes`. */
export interface SittingDuration {
  up_to: number;
  minutes: number;
}

/** How a restaurant takes bookings; one row per restaurant, made with defaults on first read. */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    enabled: boolean('enabled').notNull().default(false),
    slot_minutes: integer('slot_minutes').notNull().default(15),
    /** By party size, ascending; a party larger than the last entry sits `default_sitting_minutes`. */
    sitting_durations: jsonb('sitting_durations')
      .$type<SittingDuration[]>()
      .notNull()
      .default([
        { up_to: 2, minutes: 90 },
        { up_to: 4, minutes: 120 },
      ]),
    default_sitting_minutes: integer('default_sitting_minutes').notNull().default(150),
    /** Pacing: covers arriving in one slot. */
    max_covers_per_slot: integer('max_covers_per_slot').notNull().default(16),
    /** Covers in one service (lunch, dinner): the room's size. */
    max_covers_per_service: integer('max_covers_per_service').notNull().default(60),
    /** Larger parties are asked to call. */
    max_party_online: integer('max_party_online').notNull().default(8),
    days_ahead: integer('days_ahead').notNull().default(60),
    /** Guests book, change and cancel online until this many minutes before the time. */
    cutoff_minutes: integer('cutoff_minutes').notNull().default(120),
    auto_confirm: boolean('auto_confirm').notNull().default(true),
    /** No-show protection (decision 066): a card guarantee or a deposit, off by default. */
    guarantee_enabled: boolean('guarantee_enabled').notNull().default(false),
    guarantee_mode: text('guarantee_mode').$type<NoShowMode>().notNull().default('card_guarantee'),
    /** From this party size; null: only the weekdays ask. */
    guarantee_min_party: integer('guarantee_min_party').default(6),
    /** Weekdays (`fri`, `sat` …) on which every party leaves a guarantee. */
    guarantee_weekdays: jsonb('guarantee_weekdays').$type<string[]>().notNull().default([]),
    /** Per person: charged on a no-show, or taken as the deposit. */
    no_show_fee_cents: integer('no_show_fee_cents').notNull().default(0),
    /** A cancellation at least this many hours before is in time (the deposit goes back). */
    guarantee_cancel_hours: integer('guarantee_cancel_hours').notNull().default(24),
    /** The cancellation policy shown before booking, in the restaurant's words and languages. */
    cancellation_policy: jsonb('cancellation_policy').$type<Translations>().notNull().default({}),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [uniqueIndex('booking_settings_restaurant_uq').on(t.restaurant_id)],
);

/**
 * Covers taken per slot start (pacing) and per service (the room), each taken by a conditional
 * update of its row inside the booking's transaction, so the last place is taken once.
 * `kind` is 'slot' or 'service'; `starts_at` the slot's or the service's start.
 */
export const bookingCoverLoads = pgTable(
  'booking_cover_loads',
  {
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    kind: text('kind').$type<'slot' | 'service'>().notNull(),
    starts_at: timestamptz('starts_at').notNull(),
    covers: integer('covers').notNull().default(0),
  },
  (t) => [uniqueIndex('booking_cover_loads_uq').on(t.restaurant_id, t.kind, t.starts_at)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    /** What the guest's manage link holds: random, 128 bits (DESIGN.md §10). */
    public_id: text('public_id').notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    source: text('source').$type<BookingSource>().notNull(),
    guest_id: ref('guest_id').references(() => guests.id),
    party_size: integer('party_size').notNull(),
    starts_at: timestamptz('starts_at').notNull(),
    ends_at: timestamptz('ends_at').notNull(),
    /** The start of the service it belongs to: the key of its covers in that service. */
    service_starts_at: timestamptz('service_starts_at').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    language: text('language').notNull(),
    /** Allergies, occasion, high chair: what the guest or the host wrote. */
    notes: text('notes').notNull().default(''),
    /** Why it was cancelled, as the guest reads it. */
    reason: text('reason'),
    marketing_consent: boolean('marketing_consent').notNull().default(false),
    privacy_consent_at: timestamptz('privacy_consent_at'),
    /** When the guest confirmed they are coming (the reminder's one-click link). */
    guest_confirmed_at: timestamptz('guest_confirmed_at'),
    /**
     * Held for the guest's card or deposit on the provider's page until then (decision 066);
     * null once the provider confirmed it, or when none was asked.
     */
    payment_due_until: timestamptz('payment_due_until'),
    created_by: ref('created_by').references(() => users.id),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('bookings_public_id_uq').on(t.public_id),
    // The day view and availability: one restaurant's bookings by time.
    index('bookings_restaurant_starts_idx').on(t.restaurant_id, t.starts_at),
    index('bookings_guest_idx').on(t.guest_id),
  ],
);

/** Every change of a booking: who, when and why (DESIGN.md §10). */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    business_id: businessColumn(),
    booking_id: ref('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    from_status: text('from_status').$type<BookingStatus>(),
    to_status: text('to_status').$type<BookingStatus>().notNull(),
    actor_kind: text('actor_kind').$type<'guest' | 'staff' | 'system'>().notNull(),
    actor_user_id: ref('actor_user_id').references(() => users.id),
    reason: text('reason'),
    /** A change of time, party or notes: what it was and what it became. */
    details: jsonb('details'),
    created_at: stampedAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.booking_id, t.id)],
);

/** Where a waitlist entry is: waiting in line, offered a freed place, or out of the line. */
export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'expired' | 'left' | 'removed';

/**
 * Guests waiting for a full time (decision 060): first come, first offered. An offer holds no
 * covers: accepting books through the same conditional updates as any booking.
 */
export const bookingWaitlist = pgTable(
  'booking_waitlist',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    /** The leave and accept links hold it: random, 128 bits, like a booking's. */
    public_id: text('public_id').notNull(),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    party_size: integer('party_size').notNull(),
    starts_at: timestamptz('starts_at').notNull(),
    service_starts_at: timestamptz('service_starts_at').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    language: text('language').notNull(),
    notes: text('notes').notNull().default(''),
    marketing_consent: boolean('marketing_consent').notNull().default(false),
    privacy_consent_at: timestamptz('privacy_consent_at').notNull(),
    offered_at: timestamptz('offered_at'),
    offer_expires_at: timestamptz('offer_expires_at'),
    /** The host who offered the place by hand; null for an offer of freed places. */
    offered_by: ref('offered_by').references(() => users.id),
    /** Offered by hand past the capacity (the host squeezes a table in): accepting takes it anyway. */
    offer_over_capacity: boolean('offer_over_capacity').notNull().default(false),
    /** The booking an accepted offer made. */
    booking_id: ref('booking_id').references(() => bookings.id),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('booking_waitlist_public_id_uq').on(t.public_id),
    // The line of one time, and the day's list: one restaurant's entries by time, in order.
    index('booking_waitlist_restaurant_starts_idx').on(t.restaurant_id, t.starts_at, t.id),
  ],
);
