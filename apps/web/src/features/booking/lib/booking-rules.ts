import { BOOKING_NOTES_MAX_LENGTH } from '@coperto/shared/bookings/booking.constants';
import type { CreateBookingBody } from '@coperto/shared/bookings/booking.schemas';
import type { JoinWaitlistBody } from '@coperto/shared/bookings/waitlist.schemas';
import {
  type LanguageCode,
  MAX_NAME_LENGTH,
  SUPPORTED_LANGUAGES,
} from '@coperto/shared/common/constants';
import { z } from 'zod';

// The booking form's rules, as the page checks them before sending, and the API's refusals
// mapped back onto the form's fields. Messages are keys of the `booking` namespace's `errors`.

export const BOOKING_FORM_ERRORS = [
  'required',
  'nameShort',
  'email',
  'phone',
  'privacy',
  'tooLong',
  'invalid',
  'time',
  // The API's rule codes (BOOKING_RULES).
  'bookings_closed',
  'party_too_large',
  'date_unavailable',
  'time_unavailable',
  'slot_full',
  'service_full',
  'past_cutoff',
  'not_changeable',
  // The waitlist's (decision 060): the full time has room again, or its line is full.
  'time_available',
  'waitlist_full',
  // No-show protection (decision 066): a change that would need a guarantee or deposit.
  'needs_guarantee',
] as const;
export type BookingFormError = (typeof BOOKING_FORM_ERRORS)[number];

/** A language the API takes for the booking's emails; a site language it lacks reads Italian's. */
export const apiLanguageOf = (language: string): LanguageCode =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? (language as LanguageCode) : 'it';

const text = (max: number) => z.string().trim().max(max, 'tooLong');

export const bookingFormSchema = z.object({
  party: z.number().int().min(1),
  date: z.string().min(1, 'required'),
  /** One of the times the availability call answered (an ISO instant). */
  time: z.string().min(1, 'time'),
  name: text(MAX_NAME_LENGTH).min(2, 'nameShort'),
  email: z
    .string()
    .trim()
    .min(1, 'required')
    .max(254, 'tooLong')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email'),
  phone: z
    .string()
    .trim()
    .min(5, 'phone')
    .max(30, 'tooLong')
    .regex(/^[+\d\s().-]*$/, 'phone')
    .refine((value) => (value.match(/\d/g) ?? []).length >= 5, 'phone'),
  notes: text(BOOKING_NOTES_MAX_LENGTH),
  privacy: z.boolean().refine((value) => value, 'privacy'),
  marketing: z.boolean(),
});

export type BookingFormValues = z.input<typeof bookingFormSchema>;
export type BookingFormField = keyof BookingFormValues;

export function emptyBookingForm(input: { party: number; date: string }): BookingFormValues {
  return {
    party: input.party,
    date: input.date,
    time: '',
    name: '',
    email: '',
    phone: '',
    notes: '',
    // Consents are the guest's to give: never ticked beforehand.
    privacy: false,
    marketing: false,
  };
}

/**
 * The booking the form describes, as the API takes it; for a full time, the same fields ask for a
 * place on its waitlist (the two bodies are one shape).
 */
export function createBookingBodyOf(
  values: BookingFormValues,
  language: LanguageCode,
): CreateBookingBody & JoinWaitlistBody {
  return {
    starts_at: values.time,
    party_size: values.party,
    guest: { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() },
    notes: values.notes.trim(),
    language,
    privacy_consent: true,
    marketing_consent: values.marketing,
  };
}

/** The API's field paths, as the form names its fields. */
const SERVER_FIELDS: Record<string, BookingFormField> = {
  starts_at: 'time',
  date: 'date',
  party_size: 'party',
  'guest.name': 'name',
  'guest.email': 'email',
  'guest.phone': 'phone',
  notes: 'notes',
  privacy_consent: 'privacy',
};

/** Rules about the booking as a whole: said above the form, not on a field. */
const BOOKING_LEVEL: readonly string[] = ['bookings_closed', 'not_changeable'];

/** The refusals that mean "this time is no longer free": the times are read again. */
export const TIME_TAKEN: readonly BookingFormError[] = [
  'slot_full',
  'service_full',
  'time_unavailable',
  'past_cutoff',
  'date_unavailable',
];

const isFormError = (value: string): value is BookingFormError =>
  (BOOKING_FORM_ERRORS as readonly string[]).includes(value);

/**
 * A refused booking's `fields` (422: a rule code such as `slot_full`; 400: the schema's English
 * words, shown as "invalid") on the form's fields, and what concerns the booking as a whole.
 */
export function bookingErrorsOf(fields: Record<string, string>): {
  fields: Partial<Record<BookingFormField, BookingFormError>>;
  booking: BookingFormError[];
} {
  const onFields: Partial<Record<BookingFormField, BookingFormError>> = {};
  const booking: BookingFormError[] = [];
  for (const [path, value] of Object.entries(fields)) {
    const code: BookingFormError = isFormError(value) ? value : 'invalid';
    const field = SERVER_FIELDS[path];
    if (BOOKING_LEVEL.includes(code) || !field) {
      if (!booking.includes(code)) booking.push(code);
    } else {
      onFields[field] = code;
    }
  }
  return { fields: onFields, booking };
}

/** `tel:` wants the digits: "+39 06 1234 5678" → `tel:+390612345678`. */
export const telHrefOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
