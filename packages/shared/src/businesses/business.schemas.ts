import { z } from 'zod';
import { AddressSchema } from '../common/address.schemas';
import { MAX_NAME_LENGTH } from '../common/constants';
import { ItalianTaxCodeSchema, ItalianVatNumberSchema } from '../common/italian-tax-ids';

/** A business (spec §3); the Fatture in Cloud token is write-only: only whether it is set shows. */
export const BusinessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vat_number: z.string(),
  tax_code: z.string(),
  address: AddressSchema,
  fic_access_token_set: z.boolean(),
  created_at: z.string(),
});
export type Business = z.infer<typeof BusinessSchema>;

/** A business named in the path (the sign-up's first restaurant). */
export const BusinessIdParamsSchema = z.strictObject({
  business_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A Fatture in Cloud access token: printable ASCII, no spaces. */
export const FicAccessTokenSchema = z
  .string()
  .trim()
  .min(10)
  .max(2000)
  .regex(/^[\x21-\x7E]+$/, 'A token has no spaces or special characters');

/** The dashboard's "replace the token" form: the same rule as the update body's field. */
export const FicAccessTokenFormSchema = z.strictObject({ fic_access_token: FicAccessTokenSchema });

export const BusinessUpdateBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
    /** Partita IVA, stored as its 11 digits (an `IT` prefix is dropped); empty until known. */
    vat_number: ItalianVatNumberSchema,
    /** Codice fiscale: a company's 11 digits or a sole trader's 16 characters; may be empty. */
    tax_code: ItalianTaxCodeSchema,
    address: AddressSchema,
    /** A new token, or null to remove it. */
    fic_access_token: FicAccessTokenSchema.nullable(),
  })
  .partial();
export type BusinessUpdateBody = z.infer<typeof BusinessUpdateBodySchema>;
