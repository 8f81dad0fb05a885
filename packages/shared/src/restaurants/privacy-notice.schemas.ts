import { z } from 'zod';
import { AddressSchema } from '../common/address.schemas';

// What a restaurant site's privacy notice (GDPR art. 13) is written from: who the data controller
// is, where guests reach it, and which processing the site does. The words are the web's
// (locales/…/privacy.json); this is the data, read by the privacy page only (decision 054).

/** The day the notice's wording last changed: a later change of the controller's details wins. */
export const PRIVACY_NOTICE_REVISED_ON = '2026-11-26';

export const PrivacyNoticeParamsSchema = z.strictObject({
  publicKey: z.string().trim().min(1).max(64),
});

export const PrivacyNoticeSchema = z.object({
  /** The data controller: the business that owns the restaurant. Empty strings where unknown. */
  controller: z.object({
    legal_name: z.string(),
    /** Partita IVA, 11 digits, or empty. */
    vat_number: z.string(),
    /** Codice fiscale, or empty (for a company often the same as the VAT number). */
    tax_code: z.string(),
    address: AddressSchema,
  }),
  /** Where a guest exercises their rights: the restaurant's email and phone, possibly empty. */
  contact_email: z.string(),
  contact_phone: z.string(),
  /** The processing the site does beyond its contact form and cookies. */
  processing: z.object({
    /** Online orders: the plan includes them and the restaurant has turned them on. */
    ordering: z.boolean(),
    /** Guests may pay by card: the payment provider receives their payment data. */
    card_payments: z.boolean(),
    /** Table bookings on the site. */
    bookings: z.boolean(),
  }),
  /** `YYYY-MM-DD`: the later of the wording's revision and the controller's last change. */
  updated_on: z.string(),
});
export type PrivacyNotice = z.infer<typeof PrivacyNoticeSchema>;
