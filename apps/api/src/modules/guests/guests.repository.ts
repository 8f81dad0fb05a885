import { and, eq, inArray, sql } from 'drizzle-orm';
import { hotStatement, placeholdersFor } from '../../db/hot-statement';
import { guests } from '../../db/schema/orders';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export interface GuestContact {
  businessId: number;
  name: string;
  email: string | null;
  phone: string | null;
  language: string;
  marketingConsent: boolean;
  privacyConsentAt: Date | null;
  now: Date;
  /** False for a booking: the guest is found or made, but no order is counted. */
  countsOrder?: boolean;
}

/**
 * The guest with this email, created or brought up to date, with one more order counted. An
 * unticked marketing box is not a withdrawal, so an earlier consent stays.
 */
export async function upsertGuestByEmail(tx: TenantTx, contact: GuestContact & { email: string }) {
  const [row] = await upsertByEmail(tx, { ...newGuestRow(contact), now: contact.now });
  return row!.id;
}

/** The columns of a guest's first row: the insert writes them, the upsert names them. */
const newGuestColumns = [
  'business_id',
  'name',
  'email',
  'phone',
  'language',
  'privacy_consent_at',
  'marketing_consent',
  'marketing_consent_at',
  'orders_count',
] as const;

/** A guest's row as it is first written, by the insert and by the upsert alike. */
function newGuestRow(contact: GuestContact) {
  return {
    business_id: contact.businessId,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    language: contact.language,
    privacy_consent_at: contact.privacyConsentAt,
    marketing_consent: contact.marketingConsent,
    marketing_consent_at: contact.marketingConsent ? contact.now : null,
    orders_count: contact.countsOrder === false ? 0 : 1,
  } satisfies Record<(typeof newGuestColumns)[number], unknown>;
}

// Every order and booking with an email sends it: built once (decision 092).
const upsertByEmail = hotStatement('guests.upsert-by-email', (tx) =>
  tx
    .insert(guests)
    .values(placeholdersFor(newGuestColumns))
    .onConflictDoUpdate({
      target: [guests.business_id, guests.email],
      targetWhere: sql`${guests.email} is not null`,
      set: {
        name: sql`excluded.name`,
        phone: sql`coalesce(excluded.phone, ${guests.phone})`,
        language: sql`excluded.language`,
        privacy_consent_at: sql`coalesce(excluded.privacy_consent_at, ${guests.privacy_consent_at})`,
        marketing_consent: sql`${guests.marketing_consent} or excluded.marketing_consent`,
        marketing_consent_at: sql`case when excluded.marketing_consent
          then coalesce(${guests.marketing_consent_at}, excluded.marketing_consent_at)
          else ${guests.marketing_consent_at} end`,
        orders_count: sql`${guests.orders_count} + excluded.orders_count`,
        updated_at: sql`${sql.placeholder('now')}::timestamptz`,
      },
    })
    .returning({ id: guests.id }),
);

/** The guest with this email (lower case), if the business knows them. */
export async function findGuestByEmail(tx: TenantTx, email: string) {
  const [row] = await tx
    .select({
      id: guests.id,
      name: guests.name,
      language: guests.language,
      orders_count: guests.orders_count,
      marketing_consent: guests.marketing_consent,
    })
    .from(guests)
    .where(and(tenantFilter(tx, guests.business_id), eq(guests.email, email)));
  return row;
}

export async function findGuestByPhone(tx: TenantTx, phone: string) {
  const [row] = await tx
    .select({ id: guests.id })
    .from(guests)
    .where(and(tenantFilter(tx, guests.business_id), eq(guests.phone, phone)))
    .limit(1);
  return row?.id;
}

export async function insertGuest(tx: TenantTx, contact: GuestContact) {
  const [row] = await tx.insert(guests).values(newGuestRow(contact)).returning({ id: guests.id });
  return row!.id;
}

export async function countGuestOrder(tx: TenantTx, guestId: number, now: Date) {
  await tx
    .update(guests)
    .set({ orders_count: sql`${guests.orders_count} + 1`, updated_at: now })
    .where(and(tenantFilter(tx, guests.business_id), eq(guests.id, guestId)));
}

/** One more visit (a booking completed) or no-show of the guest. */
export async function countGuestBookingOutcome(
  tx: TenantTx,
  guestId: number,
  outcome: 'visit' | 'no_show',
  now: Date,
) {
  const counted =
    outcome === 'visit'
      ? { visits_count: sql`${guests.visits_count} + 1` }
      : { no_shows_count: sql`${guests.no_shows_count} + 1` };
  await tx
    .update(guests)
    .set({ ...counted, updated_at: now })
    .where(and(tenantFilter(tx, guests.business_id), eq(guests.id, guestId)));
}

/** What a booking shows of its guest: visits, no-shows and the restaurant's notes. */
export async function findGuestProfiles(tx: TenantTx, guestIds: readonly number[]) {
  if (guestIds.length === 0) return [];
  return tx
    .select({
      id: guests.id,
      visits_count: guests.visits_count,
      no_shows_count: guests.no_shows_count,
      notes: guests.notes,
    })
    .from(guests)
    .where(and(tenantFilter(tx, guests.business_id), inArray(guests.id, [...guestIds])));
}

/** The restaurant's notes on a guest (allergies, preferences), shown on each of their bookings. */
export async function updateGuestNotesRow(tx: TenantTx, guestId: number, notes: string, now: Date) {
  const [row] = await tx
    .update(guests)
    .set({ notes, updated_at: now })
    .where(and(tenantFilter(tx, guests.business_id), eq(guests.id, guestId)))
    .returning({ id: guests.id });
  return row !== undefined;
}
