import { z } from 'zod';
import { AddressSchema } from '../common/address.schemas';
import { MAX_NAME_LENGTH } from '../common/constants';

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

export const BusinessUpdateBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
    vat_number: z
      .string()
      .trim()
      .toUpperCase()
      .max(20)
      .regex(/^[A-Z0-9]*$/, 'Only letters and digits'),
    tax_code: z
      .string()
      .trim()
      .toUpperCase()
      .max(16)
      .regex(/^[A-Z0-9]*$/, 'Only letters and digits'),
    address: AddressSchema,
    /** A new token, or null to remove it. */
    fic_access_token: z.string().trim().min(10).max(2000).nullable(),
  })
  .partial();
export type BusinessUpdateBody = z.infer<typeof BusinessUpdateBodySchema>;
