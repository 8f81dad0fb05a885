import { and, eq, sql } from 'drizzle-orm';
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
}

/**
 * The guest with this email, created or brought up to date, with one more order counted. An
 * unticked marketing box is not a withdrawal, so an earlier consent stays.
 */
export async function upsertGuestByEmail(tx: TenantTx, contact: GuestContact & { email: string }) {
  const [row] = await tx
    .insert(guests)
    .values({
      business_id: contact.businessId,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      language: contact.language,
      privacy_consent_at: contact.privacyConsentAt,
      marketing_consent: contact.marketingConsent,
      marketing_consent_at: contact.marketingConsent ? contact.now : null,
      orders_count: 1,
    })
    .onConflictDoUpdate({
      target: [guests.business_id, guests.email],
      targetWhere: sql`${guests.email} is not null`,
      set: {
        name: contact.name,
        phone: sql`coalesce(${contact.phone}, ${guests.phone})`,
        language: contact.language,
        privacy_consent_at: sql`coalesce(${contact.privacyConsentAt}, ${guests.privacy_consent_at})`,
        marketing_consent: sql`${guests.marketing_consent} or ${contact.marketingConsent}`,
        marketing_consent_at: contact.marketingConsent
          ? sql`coalesce(${guests.marketing_consent_at}, ${contact.now})`
          : guests.marketing_consent_at,
        orders_count: sql`${guests.orders_count} + 1`,
        updated_at: contact.now,
      },
    })
    .returning({ id: guests.id });
  return row!.id;
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
  const [row] = await tx
    .insert(guests)
    .values({
      business_id: contact.businessId,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      language: contact.language,
      privacy_consent_at: contact.privacyConsentAt,
      marketing_consent: contact.marketingConsent,
      marketing_consent_at: contact.marketingConsent ? contact.now : null,
      orders_count: 1,
    })
    .returning({ id: guests.id });
  return row!.id;
}

export async function countGuestOrder(tx: TenantTx, guestId: number, now: Date) {
  await tx
    .update(guests)
    .set({ orders_count: sql`${guests.orders_count} + 1`, updated_at: now })
    .where(and(tenantFilter(tx, guests.business_id), eq(guests.id, guestId)));
}
