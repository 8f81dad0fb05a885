import type { RestaurantListQuery } from '@coperto/shared/restaurants/restaurant.schemas';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import {
  publicRestaurantColumns,
  RESTAURANT_CHANGED_CHANNEL,
} from '../../db/public-restaurant-view';
import {
  businesses,
  restaurantHostnames,
  restaurantLanguages,
  restaurants,
} from '../../db/schema/tenancy';
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type NewRestaurantRow = typeof restaurants.$inferInsert;
export type NewBusinessRow = typeof businesses.$inferInsert;

export async function insertBusiness(tx: TenantTx, values: NewBusinessRow) {
  const [row] = await tx.insert(businesses).values(values).returning();
  return row!;
}

/**
 * The business's row as a subquery named `business`, for a statement built once that joins it to
 * others' (decision 092): the business is its placeholder `business_id`.
 */
export function businessByIdQuery(tx: TenantTx) {
  return tx
    .select()
    .from(businesses)
    .where(eq(businesses.id, sql.placeholder('business_id')))
    .as('business');
}

export async function findBusinessById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(businesses)
    .where(and(tenantFilter(tx, businesses.id), eq(businesses.id, q.id)));
  return row;
}

/** A restaurant with its host names and languages (in order); its media prefix is its first key. */
export async function insertRestaurant(
  tx: TenantTx,
  values: Omit<NewRestaurantRow, 'media_prefix'> & { hostnames: string[]; languages: string[] },
) {
  const { hostnames, languages, ...restaurant } = values;
  const [row] = await tx
    .insert(restaurants)
    .values({ ...restaurant, media_prefix: restaurant.public_key })
    .returning();
  const created = row!;
  if (hostnames.length > 0) {
    await tx.insert(restaurantHostnames).values(
      hostnames.map((hostname) => ({
        business_id: created.business_id,
        restaurant_id: created.id,
        hostname,
      })),
    );
  }
  await tx.insert(restaurantLanguages).values(
    languages.map((language, position) => ({
      business_id: created.business_id,
      restaurant_id: created.id,
      language,
      position,
    })),
  );
  return created;
}

export async function findRestaurantById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(restaurants)
    .where(
      and(
        tenantFilter(tx, restaurants.business_id),
        eq(restaurants.id, q.id),
        isNull(restaurants.deleted_at),
      ),
    );
  return row;
}

export async function findFirstRestaurantOfBusiness(tx: TenantTx, businessId: number) {
  const [row] = await tx
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.business_id, businessId), isNull(restaurants.deleted_at)))
    .orderBy(asc(restaurants.id))
    .limit(1);
  return row;
}

export async function findTakenHostnames(db: SystemDb, hostnames: string[]) {
  if (hostnames.length === 0) return [];
  const rows = await db
    .select({ hostname: restaurantHostnames.hostname })
    .from(restaurantHostnames)
    .where(inArray(restaurantHostnames.hostname, hostnames));
  return rows.map((r) => r.hostname);
}

/**
 * Marks that something a visitor sees changed: moves `last_updated` and tells every API process
 * (delivered when the surrounding transaction commits, never for a rolled-back change).
 */
export async function touchRestaurant(tx: TenantTx, id: number, now: Date) {
  await tx.update(restaurants).set({ last_updated: now }).where(eq(restaurants.id, id));
  await tx.execute(sql`select pg_notify(${RESTAURANT_CHANGED_CHANNEL}, ${String(id)})`);
}

const RESTAURANT_SORT = {
  date: restaurants.created_at,
  name: restaurants.name,
  city: sql`${restaurants.address}->>'city'`,
} as const;

/** A business's restaurants (or all, for the platform scope), searchable by name, host and city. */
export async function listRestaurants(tx: TenantTx, q: RestaurantListQuery) {
  const conditions: (SQL | undefined)[] = [
    tenantFilter(tx, restaurants.business_id),
    isNull(restaurants.deleted_at),
  ];
  if (q.business_id) conditions.push(eq(restaurants.business_id, q.business_id));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(
        ilike(restaurants.name, pattern),
        sql`${restaurants.address}->>'city' ilike ${pattern}`,
        exists(
          tx
            .select({ one: sql`1` })
            .from(restaurantHostnames)
            .where(
              and(
                eq(restaurantHostnames.restaurant_id, restaurants.id),
                ilike(restaurantHostnames.hostname, pattern),
              ),
            ),
        ),
      ),
    );
  }
  const where = and(...conditions);
  const direction = q.orderByType === 'asc' ? asc : desc;
  const items = await tx
    .select(publicRestaurantColumns)
    .from(restaurants)
    .where(where)
    .orderBy(direction(RESTAURANT_SORT[q.orderByColumn]), asc(restaurants.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx.select({ value: count() }).from(restaurants).where(where);
  return { items, total: total?.value ?? 0 };
}

/**
 * What an email about one of a restaurant's orders names of it (name, phone, time zone, host names,
 * addresses), as a subquery `restaurant` an order's read joins by id, in a statement built once.
 */
export function restaurantForMailQuery(tx: TenantTx) {
  return tx
    .select({
      id: restaurants.id,
      business_id: restaurants.business_id,
      name: restaurants.name,
      phone_number: restaurants.phone_number,
      time_zone: restaurants.time_zone,
      email: restaurants.email,
      orders_email: restaurants.orders_email,
      hostnames: publicRestaurantColumns.hostnames.as('hostnames'),
    })
    .from(restaurants)
    .where(isNull(restaurants.deleted_at))
    .as('restaurant');
}

/** A restaurant with its host names and languages, within the scope. */
export async function findRestaurantWithHostsById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select(publicRestaurantColumns)
    .from(restaurants)
    .where(
      and(
        tenantFilter(tx, restaurants.business_id),
        eq(restaurants.id, q.id),
        isNull(restaurants.deleted_at),
      ),
    );
  return row;
}

export async function listRestaurantNames(
  tx: TenantTx,
  q: { businessId?: number; search?: string },
) {
  return tx
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(
      and(
        tenantFilter(tx, restaurants.business_id),
        q.businessId ? eq(restaurants.business_id, q.businessId) : undefined,
        q.search ? ilike(restaurants.name, containsPattern(q.search)) : undefined,
        isNull(restaurants.deleted_at),
      ),
    )
    .orderBy(asc(restaurants.name))
    .limit(200);
}

export async function countRestaurantsOfBusiness(tx: TenantTx, businessId: number) {
  const [row] = await tx
    .select({ value: count() })
    .from(restaurants)
    .where(and(eq(restaurants.business_id, businessId), isNull(restaurants.deleted_at)));
  return row?.value ?? 0;
}

export type RestaurantChanges = Partial<
  Omit<NewRestaurantRow, 'id' | 'business_id' | 'created_at' | 'media_prefix'>
>;

export async function updateRestaurant(
  tx: TenantTx,
  q: { id: number; changes: RestaurantChanges },
) {
  const [row] = await tx
    .update(restaurants)
    .set(q.changes)
    .where(
      and(
        tenantFilter(tx, restaurants.business_id),
        eq(restaurants.id, q.id),
        isNull(restaurants.deleted_at),
      ),
    )
    .returning({ id: restaurants.id });
  return row;
}

/** The row stays for the business's records; its host names are released for reuse. */
export async function softDeleteRestaurant(tx: TenantTx, q: { id: number; now: Date }) {
  const [row] = await tx
    .update(restaurants)
    .set({ deleted_at: q.now, last_updated: q.now })
    .where(
      and(
        tenantFilter(tx, restaurants.business_id),
        eq(restaurants.id, q.id),
        isNull(restaurants.deleted_at),
      ),
    )
    .returning({ id: restaurants.id });
  if (row) {
    await tx.delete(restaurantHostnames).where(eq(restaurantHostnames.restaurant_id, row.id));
  }
  return row;
}

export async function updateBusiness(
  tx: TenantTx,
  q: { id: number; changes: Partial<NewBusinessRow> },
) {
  const [row] = await tx
    .update(businesses)
    .set(q.changes)
    .where(and(tenantFilter(tx, businesses.id), eq(businesses.id, q.id)))
    .returning();
  return row;
}

/** The business a Stripe account belongs to: the account's webhook names no business of ours. */
export async function findBusinessByStripeAccount(db: SystemDb, accountId: string) {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.stripe_account_id, accountId));
  return row;
}
