import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { restaurantHostnames, restaurantLanguages, restaurants } from '../../db/schema/tenancy';
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

/**
 * Locks the restaurant's row for the rest of the transaction, so that concurrent changes to its
 * host names and languages run one after the other (two deletes cannot both remove "the other"
 * last host name).
 */
export async function lockRestaurant(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select({
      id: restaurants.id,
      business_id: restaurants.business_id,
      public_key: restaurants.public_key,
    })
    .from(restaurants)
    .where(
      and(
        tenantFilter(tx, restaurants.business_id),
        eq(restaurants.id, q.id),
        isNull(restaurants.deleted_at),
      ),
    )
    .for('update');
  return row;
}

// ---------------------------------------------------------------- host names

export async function listHostnames(tx: TenantTx, q: { restaurantId: number }) {
  const rows = await tx
    .select({ hostname: restaurantHostnames.hostname })
    .from(restaurantHostnames)
    .where(
      and(
        tenantFilter(tx, restaurantHostnames.business_id),
        eq(restaurantHostnames.restaurant_id, q.restaurantId),
      ),
    )
    .orderBy(asc(restaurantHostnames.id));
  return rows.map((r) => r.hostname);
}

export async function insertHostname(
  tx: TenantTx,
  values: { businessId: number; restaurantId: number; hostname: string },
) {
  await tx.insert(restaurantHostnames).values({
    business_id: values.businessId,
    restaurant_id: values.restaurantId,
    hostname: values.hostname,
  });
}

export async function deleteHostname(tx: TenantTx, q: { restaurantId: number; hostname: string }) {
  const deleted = await tx
    .delete(restaurantHostnames)
    .where(
      and(
        tenantFilter(tx, restaurantHostnames.business_id),
        eq(restaurantHostnames.restaurant_id, q.restaurantId),
        eq(restaurantHostnames.hostname, q.hostname),
      ),
    )
    .returning({ id: restaurantHostnames.id });
  return deleted.length > 0;
}

// ---------------------------------------------------------------- languages

/** The restaurant's languages in order: the first is its default. */
export async function listLanguages(tx: TenantTx, q: { restaurantId: number }) {
  const rows = await tx
    .select({ language: restaurantLanguages.language })
    .from(restaurantLanguages)
    .where(
      and(
        tenantFilter(tx, restaurantLanguages.business_id),
        eq(restaurantLanguages.restaurant_id, q.restaurantId),
      ),
    )
    .orderBy(asc(restaurantLanguages.position), asc(restaurantLanguages.id));
  return rows.map((r) => r.language);
}

export async function insertLanguage(
  tx: TenantTx,
  values: { businessId: number; restaurantId: number; language: string; position: number },
) {
  await tx.insert(restaurantLanguages).values({
    business_id: values.businessId,
    restaurant_id: values.restaurantId,
    language: values.language,
    position: values.position,
  });
}

export async function deleteLanguage(tx: TenantTx, q: { restaurantId: number; language: string }) {
  await tx
    .delete(restaurantLanguages)
    .where(
      and(
        tenantFilter(tx, restaurantLanguages.business_id),
        eq(restaurantLanguages.restaurant_id, q.restaurantId),
        eq(restaurantLanguages.language, q.language),
      ),
    );
}

/** Sets every position from the list's order in one statement: positions are 0..n-1 again. */
export async function setLanguageOrder(
  tx: TenantTx,
  q: { restaurantId: number; languages: string[] },
) {
  if (q.languages.length === 0) return;
  const order = sql`array[${sql.join(
    q.languages.map((l) => sql`${l}`),
    sql`, `,
  )}]::text[]`;
  await tx
    .update(restaurantLanguages)
    .set({ position: sql`array_position(${order}, ${restaurantLanguages.language}) - 1` })
    .where(
      and(
        tenantFilter(tx, restaurantLanguages.business_id),
        eq(restaurantLanguages.restaurant_id, q.restaurantId),
      ),
    );
}

// ---------------------------------------------------------------- public key

/**
 * Whether any restaurant, of any business and deleted or not, holds the key: the unique index
 * covers them all. A system read, keyed by the one value, answering only yes or no.
 */
export async function isPublicKeyTaken(db: SystemDb, publicKey: string) {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.public_key, publicKey))
    .limit(1);
  return row !== undefined;
}

export async function setPublicKey(tx: TenantTx, q: { id: number; publicKey: string }) {
  await tx
    .update(restaurants)
    .set({ public_key: q.publicKey })
    .where(and(tenantFilter(tx, restaurants.business_id), eq(restaurants.id, q.id)));
}
