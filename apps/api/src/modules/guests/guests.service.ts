import type { TenantTx } from '../../db/tenant-scope';
import {
  countGuestBookingOutcome,
  countGuestOrder,
  findGuestByEmail,
  findGuestByPhone,
  findGuestProfiles,
  type GuestContact,
  insertGuest,
  updateGuestNotesRow,
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

/** A booking's guest, found by email, else by phone, else created; no order counted. */
export async function recordGuestBooking(tx: TenantTx, contact: GuestContact): Promise<number> {
  const booking = { ...contact, countsOrder: false };
  if (booking.email) return upsertGuestByEmail(tx, { ...booking, email: booking.email });
  const known = booking.phone ? await findGuestByPhone(tx, booking.phone) : undefined;
  return known ?? insertGuest(tx, booking);
}

/** A booking completed (a visit) or missed (a no-show), counted on its guest. */
export function countGuestOutcome(
  tx: TenantTx,
  guestId: number,
  outcome: 'visit' | 'no_show',
  now: Date,
) {
  return countGuestBookingOutcome(tx, guestId, outcome, now);
}

export function listGuestProfiles(tx: TenantTx, guestIds: readonly number[]) {
  return findGuestProfiles(tx, guestIds);
}

/** The restaurant's notes on a guest; false when the guest is not in the transaction's business. */
export function updateGuestNotes(tx: TenantTx, guestId: number, notes: string, now: Date) {
  return updateGuestNotesRow(tx, guestId, notes, now);
}

/**
 * What a discount code asks of a guest (decision 068): how many orders they have made, and
 * whether they agreed to marketing (a personal code is sent only then). Undefined: not known.
 */
export function findGuestForOffers(tx: TenantTx, email: string) {
  return findGuestByEmail(tx, email.toLowerCase());
}
