import { z } from 'zod';
import { CalendarDaySchema } from '../common/calendar-day.schemas';
import { listQuerySchema, listResponseSchema } from '../common/list.schemas';
import { translationsSchema } from '../menus/menu.schemas';
import { CustomerSchema } from '../orders/order.schemas';
import { WEEKDAYS } from '../restaurants/opening-days';
import { LanguageCodeSchema } from '../restaurants/restaurant.schemas';
import {
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_MAX_PARTY,
  BOOKING_MAX_SITTING_DURATIONS,
  BOOKING_NOTES_MAX_LENGTH,
  BOOKING_POLICY_MAX_LENGTH,
  BOOKING_PUBLIC_ID_PATTERN,
  BOOKING_REASON_MAX_LENGTH,
  GUEST_NOTES_MAX_LENGTH,
} from './booking.constants';
import { BOOKING_SOURCES, BOOKING_STATUSES } from './booking-states';
import {
  BOOKING_PROTECTION_STATUSES,
  NO_SHOW_MAX_CANCEL_HOURS,
  NO_SHOW_MODES,
} from './no-show-policy';

export { IdempotencyHeadersSchema, PublicKeyParamsSchema } from '../orders/order.schemas';

const PartySizeSchema = z.number().int().min(1).max(BOOKING_MAX_PARTY);
const MinutesSchema = (min: number, max: number) => z.number().int().min(min).max(max);

// ——— Booking settings (dashboard) ———

export const SittingDurationSchema = z.strictObject({
  /** Parties up to this many guests… */
  up_to: PartySizeSchema,
  /** …keep their table this long. */
  minutes: MinutesSchema(15, 600),
});

const bookingSettingsFields = {
  enabled: z.boolean(),
  /** The times offered: every this many minutes from each service's opening. */
  slot_minutes: MinutesSchema(5, 120).refine((m) => m % 5 === 0, 'A multiple of 5 minutes'),
  sitting_durations: z
    .array(SittingDurationSchema)
    .max(BOOKING_MAX_SITTING_DURATIONS)
    .refine(
      (rows) => rows.every((row, i) => i === 0 || row.up_to > rows[i - 1]!.up_to),
      'One row per party size, smallest first',
    ),
  /** How long larger parties than the last row keep their table. */
  default_sitting_minutes: MinutesSchema(15, 600),
  /** Pacing: covers arriving in one slot. */
  max_covers_per_slot: z.number().int().min(1).max(1000),
  /** Covers in one service (lunch, dinner). */
  max_covers_per_service: z.number().int().min(1).max(5000),
  /** Larger parties are shown the phone number instead. */
  max_party_online: PartySizeSchema,
  days_ahead: z.number().int().min(0).max(BOOKING_MAX_DAYS_AHEAD),
  /** Guests book, change and cancel online until this many minutes before the time. */
  cutoff_minutes: MinutesSchema(0, 7 * 24 * 60),
  /** Off: online bookings wait for the restaurant's approval. */
  auto_confirm: z.boolean(),
  /** No-show protection (decision 066): off by default, offered only where cards can be taken. */
  guarantee_enabled: z.boolean(),
  /** A card kept and charged only on a no-show, or a deposit taken at booking. */
  guarantee_mode: z.enum(NO_SHOW_MODES),
  /** Parties from this many guests are asked; null: only the weekdays ask. */
  guarantee_min_party: PartySizeSchema.nullable(),
  guarantee_weekdays: z
    .array(z.enum(WEEKDAYS))
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each day once'),
  /** Euros per person: charged on a no-show (guarantee) or taken at booking (deposit). */
  no_show_fee: z.number().min(0).max(1_000).multipleOf(0.01, 'At most two decimals'),
  /** A cancellation at least this many hours before the time is in time (a deposit goes back). */
  guarantee_cancel_hours: z.number().int().min(0).max(NO_SHOW_MAX_CANCEL_HOURS),
  /** In each of the restaurant's languages; a guest reads theirs, else the restaurant's first. */
  cancellation_policy: translationsSchema(BOOKING_POLICY_MAX_LENGTH),
};

export const BookingSettingsBodySchema = z.strictObject(bookingSettingsFields);
export type BookingSettingsBody = z.infer<typeof BookingSettingsBodySchema>;

export const BookingSettingsSchema = z.object({
  ...bookingSettingsFields,
  sitting_durations: z.array(SittingDurationSchema),
  guarantee_weekdays: z.array(z.enum(WEEKDAYS)),
  restaurant_id: z.number().int(),
  /** Whether the business's plan includes bookings. */
  plan_includes_bookings: z.boolean(),
  /**
   * Whether no-show protection can be offered: the platform takes cards and the business's own
   * Stripe account can charge (decision 049). Without it the settings hide the option.
   */
  guarantee_available: z.boolean(),
});
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;

/** The no-show policy as the guest reads it before booking; the page words it in their language. */
export const NoShowPolicySchema = z.object({
  mode: z.enum(NO_SHOW_MODES),
  amount_per_person: z.number(),
  min_party: z.number().int().nullable(),
  weekdays: z.array(z.enum(WEEKDAYS)),
  cancel_hours: z.number().int(),
});

/** A booking's guarantee or deposit (decision 066). */
export const BookingProtectionSchema = z.object({
  mode: z.enum(NO_SHOW_MODES),
  status: z.enum(BOOKING_PROTECTION_STATUSES),
  /** Euros: what a no-show is charged (guarantee) or what was paid (deposit). */
  amount: z.number(),
  /** Euros given back (a deposit cancelled in time). */
  refunded: z.number(),
  /** A cancellation before this instant is in time. */
  free_cancellation_until: z.string(),
});
export type BookingProtection = z.infer<typeof BookingProtectionSchema>;

// ——— Public: the booking page and the manage link ———

export const BOOKING_CLOSED_REASONS = ['disabled', 'not_in_plan'] as const;

/** What the booking page needs before asking anything. */
export const PublicBookingInfoSchema = z.object({
  available: z.boolean(),
  closed_reason: z.enum(BOOKING_CLOSED_REASONS).nullable(),
  time_zone: z.string(),
  max_party_online: z.number().int(),
  days_ahead: z.number().int(),
  cutoff_minutes: z.number().int(),
  /** Shown to parties larger than the online maximum, and on every booking. */
  phone_number: z.string(),
  cancellation_policy: z.partialRecord(z.string(), z.string()),
  /**
   * The card guarantee or deposit asked of some parties or days (decision 066); null when the
   * restaurant asks none or cannot take cards. Optional so fixtures made before it still parse.
   */
  no_show_policy: NoShowPolicySchema.nullable().optional(),
});
export type PublicBookingInfo = z.infer<typeof PublicBookingInfoSchema>;

export const BookingAvailabilityQuerySchema = z.strictObject({
  /** A day in the restaurant's time zone. */
  date: CalendarDaySchema,
  party_size: z.coerce.number().int().min(1).max(BOOKING_MAX_PARTY),
});
export type BookingAvailabilityQuery = z.infer<typeof BookingAvailabilityQuerySchema>;

export const BookingAvailabilitySchema = z.object({
  date: z.string(),
  time_zone: z.string(),
  party_size: z.number().int(),
  /** The party is larger than the restaurant takes online: call instead. */
  call_instead: z.boolean(),
  /** The times with room for the party, with the covers left (the tighter of slot and service). */
  times: z.array(z.object({ start: z.string(), remaining: z.number().int() })),
  /**
   * The day's times without room for the party: the guest may join their waitlist (decision 060).
   * Always sent; optional so fixtures made before it still read as availability.
   */
  full_times: z.array(z.string()).optional(),
});
export type BookingAvailability = z.infer<typeof BookingAvailabilitySchema>;

/** A guest's booking. `starts_at` is one of the times availability answered. */
export const CreateBookingBodySchema = z.strictObject({
  starts_at: z.iso.datetime({ offset: true }),
  party_size: PartySizeSchema,
  guest: CustomerSchema,
  /** Allergies, an occasion, a high chair. */
  notes: z.string().trim().max(BOOKING_NOTES_MAX_LENGTH).default(''),
  language: LanguageCodeSchema,
  privacy_consent: z.literal(true, { message: 'Accept the privacy notice to book' }),
  marketing_consent: z.boolean().default(false),
});
export type CreateBookingBody = z.input<typeof CreateBookingBodySchema>;

/** The guest's change from the manage link: the same rules as booking. */
export const ChangeBookingBodySchema = z
  .strictObject({
    starts_at: z.iso.datetime({ offset: true }).optional(),
    party_size: PartySizeSchema.optional(),
    notes: z.string().trim().max(BOOKING_NOTES_MAX_LENGTH).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });
export type ChangeBookingBody = z.infer<typeof ChangeBookingBodySchema>;

export const BookingPublicIdParamsSchema = z.strictObject({
  publicId: z.string().regex(BOOKING_PUBLIC_ID_PATTERN, 'Not a booking link'),
});

/**
 * The site the manage page is on, by its restaurant's public key: a link opened on another
 * restaurant's site finds nothing there (404).
 */
export const PublicBookingQuerySchema = z.strictObject({
  public_key: z.string().trim().min(1).max(64).optional(),
});
export type PublicBookingQuery = z.infer<typeof PublicBookingQuerySchema>;

export const BookingEventSchema = z.object({
  from_status: z.enum(BOOKING_STATUSES).nullable(),
  to_status: z.enum(BOOKING_STATUSES),
  reason: z.string().nullable(),
  /** A change of time, party or notes: what it was and what it became. */
  changed: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  at: z.string(),
  /** A staff member's name, or null for the guest or the system. */
  by: z.string().nullable(),
});

/** What the manage page shows: no internal ids, no other guest's data. */
export const PublicBookingSchema = z.object({
  public_id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  party_size: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  name: z.string(),
  notes: z.string(),
  language: z.string(),
  reason: z.string().nullable(),
  guest_confirmed_at: z.string().nullable(),
  /** Whether the guest may still change or cancel it, and until when. */
  manageable: z.boolean(),
  manage_until: z.string(),
  restaurant: z.object({
    name: z.string(),
    phone_number: z.string(),
    public_key: z.string(),
    time_zone: z.string(),
    cancellation_policy: z.partialRecord(z.string(), z.string()),
  }),
  events: z.array(BookingEventSchema.omit({ by: true })),
  /** The guarantee or deposit, when the policy asked one (decision 066). */
  protection: BookingProtectionSchema.nullable().optional(),
  /**
   * While the booking waits for the guest's card: the provider's page to complete (the booking is
   * confirmed by the provider's verified notice, never by the return). Null otherwise.
   */
  payment_url: z.string().nullable().optional(),
});
export type PublicBooking = z.infer<typeof PublicBookingSchema>;

// ——— Dashboard ———

export const BookingGuestSchema = z.object({
  id: z.number().int(),
  visits_count: z.number().int(),
  no_shows_count: z.number().int(),
  /** The restaurant's notes on this guest (allergies …), seen on each of their bookings. */
  notes: z.string(),
});

export const BookingSchema = z.object({
  id: z.number().int(),
  public_id: z.string(),
  restaurant_id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  source: z.enum(BOOKING_SOURCES),
  party_size: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.string(),
  notes: z.string(),
  reason: z.string().nullable(),
  marketing_consent: z.boolean(),
  guest_confirmed_at: z.string().nullable(),
  created_at: z.string(),
  guest: BookingGuestSchema.nullable(),
  /** The moves staff may make now (the state machine's, for this booking). */
  allowed_moves: z.array(z.enum(BOOKING_STATUSES)),
  events: z.array(BookingEventSchema),
  /** The guarantee or deposit (decision 066); `chargeable`: a no-show's card may be charged now. */
  protection: BookingProtectionSchema.extend({
    chargeable: z.boolean(),
    /** Why the card refused the no-show charge, as the provider said it. */
    charge_failure: z.string().nullable(),
  })
    .nullable()
    .optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingSummarySchema = BookingSchema.omit({ events: true });
export type BookingSummary = z.infer<typeof BookingSummarySchema>;

export const BOOKING_SORT_COLUMNS = ['starts_at', 'party_size', 'name', 'created_at'] as const;

export const BookingListQuerySchema = listQuerySchema(BOOKING_SORT_COLUMNS, 'starts_at').extend({
  restaurant_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** A day in the restaurant's time zone; today when left out. */
  date: CalendarDaySchema.optional(),
  /** The day's list reads in the order of the evening. */
  orderByType: z.enum(['asc', 'desc']).default('asc'),
  status: z.enum(BOOKING_STATUSES).optional(),
  source: z.enum(BOOKING_SOURCES).optional(),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

export const BookingListSchema = listResponseSchema(BookingSummarySchema).extend({
  date: z.string(),
  /**
   * The server's clock when it answered: the day view times the moves that fall due by it (and
   * `allowed_moves`, made by it), not by a tablet's clock that may be minutes off.
   */
  now: z.string(),
  /** The whole filtered day, not only this page; cancelled bookings hold no covers. */
  totals: z.object({ bookings: z.number().int(), covers: z.number().int() }),
});
export type BookingList = z.infer<typeof BookingListSchema>;

/**
 * A booking taken on the phone (the time must have room, cut-off aside) or a walk-in (seated
 * now, counted in the room even when full: they are at the door).
 */
export const StaffBookingBodySchema = z
  .strictObject({
    restaurant_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    source: z.enum(['phone', 'walk_in']),
    /** Required for a phone booking; a walk-in sits now. */
    starts_at: z.iso.datetime({ offset: true }).optional(),
    party_size: PartySizeSchema,
    guest: z.strictObject({
      name: CustomerSchema.shape.name,
      phone: CustomerSchema.shape.phone.optional(),
      email: CustomerSchema.shape.email.optional(),
    }),
    notes: z.string().trim().max(BOOKING_NOTES_MAX_LENGTH).default(''),
    language: LanguageCodeSchema.default('it'),
  })
  .refine((b) => b.source === 'walk_in' || b.starts_at, {
    message: 'A phone booking needs its time',
    path: ['starts_at'],
  });
export type StaffBookingBody = z.input<typeof StaffBookingBodySchema>;

export const BookingTransitionBodySchema = z.strictObject({
  to: z.enum(BOOKING_STATUSES),
  /** Cancelling needs it: the guest reads it. */
  reason: z.string().trim().min(3).max(BOOKING_REASON_MAX_LENGTH).optional(),
});
export type BookingTransitionBody = z.infer<typeof BookingTransitionBodySchema>;

/** What the restaurant keeps on the booking's guest (allergies, preferences), seen on each booking. */
export const GuestNotesBodySchema = z.strictObject({
  notes: z.string().trim().max(GUEST_NOTES_MAX_LENGTH),
});
export type GuestNotesBody = z.infer<typeof GuestNotesBodySchema>;

export const BookingIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const RestaurantIdParamsSchema = BookingIdParamsSchema;
