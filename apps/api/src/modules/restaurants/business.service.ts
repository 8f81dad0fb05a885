import type { BusinessUpdateBody } from '@coperto/shared/businesses/business.schemas';
import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { encryptSecret } from '../../shared/encryption';
import { findBusinessById, updateBusiness as updateBusinessRow } from './restaurants.repository';

// The business's own record: name, tax ids, address, the e-invoicing token (sealed).

export function toBusiness(row: NonNullable<Awaited<ReturnType<typeof findBusinessById>>>) {
  return {
    id: row.id,
    name: row.name,
    vat_number: row.vat_number,
    tax_code: row.tax_code,
    address: { ...EMPTY_ADDRESS, ...row.address },
    fic_access_token_set: row.fic_access_token_encrypted !== null,
    created_at: row.created_at.toISOString(),
  };
}

export async function getBusiness(ctx: ServiceContext, id: number) {
  const row = await ctx.asActor((tx) => findBusinessById(tx, { id }));
  if (!row) throw notFound('Business');
  return toBusiness(row);
}

/** The Fatture in Cloud token is sealed with the configured key and never read back out. */
export async function updateBusiness(ctx: ServiceContext, id: number, body: BusinessUpdateBody) {
  const { fic_access_token, ...fields } = body;
  const changes = {
    ...fields,
    updated_at: ctx.clock.now(),
    ...(fic_access_token !== undefined && {
      fic_access_token_encrypted:
        fic_access_token === null
          ? null
          : encryptSecret(fic_access_token, ctx.config.encryptionKey),
    }),
  };
  const row = await ctx.asActor((tx) => updateBusinessRow(tx, { id, changes }));
  if (!row) throw notFound('Business');
  return toBusiness(row);
}
