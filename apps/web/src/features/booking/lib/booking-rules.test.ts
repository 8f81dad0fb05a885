import { describe, expect, it } from 'vitest';
import {
  apiLanguageOf,
  bookingErrorsOf,
  bookingFormSchema,
  createBookingBodyOf,
  emptyBookingForm,
  telHrefOf,
} from './booking-rules';

const filled = {
  ...emptyBookingForm({ party: 2, date: '2026-12-22' }),
  time: '2026-12-22T19:00:00.000Z',
  name: ' Anna Ospite ',
  email: 'anna@ospite.test ',
  phone: '+39 333 123 4567',
  notes: ' seggiolone ',
  privacy: true,
};

const issuesOf = (values: object) => {
  const result = bookingFormSchema.safeParse(values);
  return result.success
    ? {}
    : // The first issue of each field, as the form shows it.
      Object.fromEntries(result.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
};

describe('the booking form rules', () => {
  it('starts with no consent ticked, marketing above all', () => {
    const empty = emptyBookingForm({ party: 2, date: '2026-12-22' });
    expect(empty.privacy).toBe(false);
    expect(empty.marketing).toBe(false);
  });

  it('asks for a time, a name, a real email and phone, and the privacy consent', () => {
    expect(issuesOf(emptyBookingForm({ party: 2, date: '2026-12-22' }))).toEqual({
      time: 'time',
      name: 'nameShort',
      email: 'required',
      phone: 'phone',
      privacy: 'privacy',
    });
    expect(issuesOf({ ...filled, email: 'anna@', phone: 'chiamami' })).toEqual({
      email: 'email',
      phone: 'phone',
    });
    expect(issuesOf({ ...filled, notes: 'x'.repeat(501) })).toEqual({ notes: 'tooLong' });
    expect(issuesOf(filled)).toEqual({});
  });

  it('sends the booking as the API takes it, trimmed, with the consents given', () => {
    expect(createBookingBodyOf({ ...filled, marketing: true }, 'en')).toEqual({
      starts_at: '2026-12-22T19:00:00.000Z',
      party_size: 2,
      guest: { name: 'Anna Ospite', email: 'anna@ospite.test', phone: '+39 333 123 4567' },
      notes: 'seggiolone',
      language: 'en',
      privacy_consent: true,
      marketing_consent: true,
    });
    expect(apiLanguageOf('pt')).toBe('pt');
    expect(apiLanguageOf('xx')).toBe('it');
  });

  it("puts the API's refusals on their fields, and the booking's own above the form", () => {
    expect(bookingErrorsOf({ starts_at: 'slot_full', 'guest.email': 'Invalid email' })).toEqual({
      fields: { time: 'slot_full', email: 'invalid' },
      booking: [],
    });
    expect(bookingErrorsOf({ party_size: 'party_too_large' }).fields).toEqual({
      party: 'party_too_large',
    });
    expect(bookingErrorsOf({ starts_at: 'bookings_closed', '': 'what' })).toEqual({
      fields: {},
      booking: ['bookings_closed', 'invalid'],
    });
  });

  it('dials the digits of the phone', () => {
    expect(telHrefOf('+39 06 1234 5678')).toBe('tel:+390612345678');
  });
});
