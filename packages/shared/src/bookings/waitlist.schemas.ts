import { z } from 'zod';
import { CalendarDaySchema } from '../common/calendar-day.schemas';
import { CustomerSchema } from '../orders/order.schemas';
import { LanguageCodeSchema } from '../restaurants/restaurant.schemas';
import {
  BOOKING_MAX_PARTY,
  BOOKING_NOTES_MAX_LENGTH,
  BOOKING_PUBLIC_ID_PATTERN,
} from './booking.constants';

// The waitlist of a full time (issue 16, decision 060): the guest waits by email, first come
// first offered, and accepts a freed place within WAITLIST_OFFER_MINUTES.

export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'booked',
  'expired',
  'left',
  'removed',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** A guest asks to wait for a time that availability showed full. Email is required: offers go there. */
export const JoinWaitlistBodySchema = z.strictObject({
  starts_at: z.iso.datetime({ offset: true }),
  party_size: z.number().int().min(1).max(BOOKING_MAX_PARTY),
  guest: CustomerSchema,
  notes: z.string().trim().max(BOOKING_NOTES_MAX_LENGTH).default(''),
  language: LanguageCodeSchema,
  privacy_consent: z.literal(true, { message: 'Accept the privacy notice to join the waitlist' }),
  marketing_consent: z.boolean().default(false),
});
export type JoinWaitlistBody = z.input<typeof JoinWaitlistBodySchema>;

export const WaitlistPublicIdParamsSchema = z.strictObject({
  publicId: z.string().regex(BOOKING_PUBLIC_ID_PATTERN, 'Not a waitlist link'),
});

/** What the guest's waitlist page shows: their own entry, no other guest's, no internal ids. */
export const PublicWaitlistEntrySchema = z.object({
  public_id: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  party_size: z.number().int(),
  starts_at: z.string(),
  name: z.string(),
  language: z.string(),
  /** While offered: until when the place may be accepted. */
  offer_expires_at: z.string().nullable(),
  /** The booking an accepted offer made (its manage link's id). */
  booking_public_id: z.string().nullable(),
  restaurant: z.object({
    name: z.string(),
    phone_number: z.string(),
    public_key: z.string(),
    time_zone: z.string(),
  }),
});
export type PublicWaitlistEntry = z.infer<typeof PublicWaitlistEntrySchema>;

/** One entry of the day's waitlist, as the host sees it. */
export const WaitlistEntrySchema = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  party_size: z.number().int(),
  starts_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.string(),
  notes: z.string(),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  /** The host who offered the place by hand (name and surname); null for an offer of freed places. */
  offered_by_name: z.string().nullable(),
  /** Offered by hand although the time was full: the host squeezes a table in. */
  offer_over_capacity: z.boolean(),
  booking_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export const WaitlistQuerySchema = z.strictObject({
  restaurant_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** A day in the restaurant's time zone; today when left out. */
  date: CalendarDaySchema.optional(),
});
export type WaitlistQuery = z.infer<typeof WaitlistQuerySchema>;

/** The day's waitlist in the order it is served: by time, then first come. */
export const WaitlistDaySchema = z.object({
  date: z.string(),
  items: z.array(WaitlistEntrySchema),
});
export type WaitlistDay = z.infer<typeof WaitlistDaySchema>;

export const WaitlistIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * A host offers the place by hand. A full time answers 409 (`slot_full` / `service_full`) unless
 * `over_capacity` says the host squeezes the party in anyway.
 */
export const OfferWaitlistPlaceBodySchema = z.strictObject({
  over_capacity: z.boolean().default(false),
});
export type OfferWaitlistPlaceBody = z.input<typeof OfferWaitlistPlaceBodySchema>;
