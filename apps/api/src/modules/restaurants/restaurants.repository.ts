import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import {
  businesses,
  restaurantHostnames,
  restaurantLanguages,
  restaurants,
} from '../../db/schema/tenancy';
import { type BusinessScope, businessFilter, type Executor } from '../../db/tenant-scope';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type NewRestaurantRow = typeof restaurants.$inferInsert;
export type NewBusinessRow = typeof businesses.$inferInsert;

export async function insertBusiness(db: Executor, values: NewBusinessRow) {
  const [row] = await db.insert(businesses).values(values).returning();
  return row!;
}

export async function findBusinessById(db: Executor, q: { scope: BusinessScope; id: number }) {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(businessFilter(businesses.id, q.scope), eq(businesses.id, q.id)));
  return row;
}

/** A restaurant with its host names and languages (in order); used by sign-up and the seed. */
export async function insertRestaurant(
  db: Executor,
  values: NewRestaurantRow & { hostnames: string[]; languages: string[] },
) {
  const { hostnames, languages, ...restaurant } = values;
  const [row] = await db.insert(restaurants).values(restaurant).returning();
  const created = row!;
  if (hostnames.length > 0) {
    await db.insert(restaurantHostnames).values(
      hostnames.map((hostname) => ({
        business_id: created.business_id,
        restaurant_id: created.id,
        hostname,
      })),
    );
  }
  await db.insert(restaurantLanguages).values(
    languages.map((language, position) => ({
      business_id: created.business_id,
      restaurant_id: created.id,
      language,
      position,
    })),
  );
  return created;
}

export async function findRestaurantById(db: Executor, q: { scope: BusinessScope; id: number }) {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(
      and(
        businessFilter(restaurants.business_id, q.scope),
        eq(restaurants.id, q.id),
        isNull(restaurants.deleted_at),
      ),
    );
  return row;
}

export async function findFirstRestaurantOfBusiness(db: Executor, businessId: number) {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.business_id, businessId), isNull(restaurants.deleted_at)))
    .orderBy(asc(restaurants.id))
    .limit(1);
  return row;
}

// The public reads below run before any tenant is known: they answer a visitor's host name or a
// restaurant's public key with that one restaurant, and nothing else.

export async function findRestaurantIdByHostname(db: Executor, hostname: string) {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurantHostnames)
    .innerJoin(restaurants, eq(restaurants.id, restaurantHostnames.restaurant_id))
    .where(and(eq(restaurantHostnames.hostname, hostname), isNull(restaurants.deleted_at)));
  return row?.id;
}

/** The public view: the restaurant with its host names and languages in order, in one query. */
const publicRestaurantColumns = {
  ...getTableColumns(restaurants),
  hostnames: sql<string[]>`array(
    select h.hostname from ${restaurantHostnames} h
    where h.restaurant_id = ${restaurants.id} order by h.id)`,
  languages: sql<string[]>`array(
    select l.language from ${restaurantLanguages} l
    where l.restaurant_id = ${restaurants.id} order by l.position)`,
};

export async function findPublicRestaurantByHostname(db: Executor, hostname: string) {
  const [row] = await db
    .select(publicRestaurantColumns)
    .from(restaurantHostnames)
    .innerJoin(restaurants, eq(restaurants.id, restaurantHostnames.restaurant_id))
    .where(and(eq(restaurantHostnames.hostname, hostname), isNull(restaurants.deleted_at)));
  return row;
}

export async function findPublicRestaurantById(db: Executor, id: number) {
  const [row] = await db
    .select(publicRestaurantColumns)
    .from(restaurants)
    .where(and(eq(restaurants.id, id), isNull(restaurants.deleted_at)));
  return row;
}

export async function findRestaurantByPublicKey(db: Executor, publicKey: string) {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.public_key, publicKey), isNull(restaurants.deleted_at)));
  return row;
}

export async function findTrialRestaurant(db: Executor) {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.is_trial, true), isNull(restaurants.deleted_at)))
    .orderBy(asc(restaurants.id))
    .limit(1);
  return row;
}

export async function findTakenHostnames(db: Executor, hostnames: string[]) {
  if (hostnames.length === 0) return [];
  const rows = await db
    .select({ hostname: restaurantHostnames.hostname })
    .from(restaurantHostnames)
    .where(inArray(restaurantHostnames.hostname, hostnames));
  return rows.map((r) => r.hostname);
}
