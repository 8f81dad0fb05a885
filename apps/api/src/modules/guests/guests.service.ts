import type { TenantTx } from '../../db/tenant-scope';
import {
  countGuestOrder,
  findGuestByPhone,
  type GuestContact,
  insertGuest,
  upsertGuestByEmail,
} from './guests.repository';

export type { GuestContact } from './guests.repository';

/**
 * Guests are people, not accounts (DESIGN.md §10): found by email, else by phone, else created,
 * in the business of the transaction, with the order counted. Answers the guest's id.
 */
export async function recordGuestOrder(tx: TenantTx, contact: GuestContact): Promise<number> {
  if (contact.email) return upsertGuestByEmail(tx, { ...contact, email: contact.email });
  const known = contact.phone ? await findGuestByPhone(tx, contact.phone) : undefined;
  if (known === undefined) return insertGuest(tx, contact);
  await countGuestOrder(tx, known, contact.now);
  return known;
}
