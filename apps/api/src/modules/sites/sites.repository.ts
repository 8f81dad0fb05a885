import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/hot-statement';
import { publicRestaurantColumns } from '../../db/public-restaurant-view';
import { restaurantHostnames, restaurants } from '../../db/schema/tenancy';
import type { SystemDb } from '../../db/system-access';

// The public reads below run before any tenant is known: they answer a visitor's host name or a
// restaurant's public key with that one restaurant, and nothing else.

export async function findPublicRestaurantByHostname(db: SystemDb, hostname: string) {
  const [row] = await db
    .select(publicRestaurantColumns)
    .from(restaurantHostnames)
    .innerJoin(restaurants, eq(restaurants.id, restaurantHostnames.restaurant_id))
    .where(and(eq(restaurantHostnames.hostname, hostname), isNull(restaurants.deleted_at)));
  return row;
}

export async function findPublicRestaurantById(db: SystemDb, id: number) {
  const [row] = await db
    .select(publicRestaurantColumns)
    .from(restaurants)
    .where(and(eq(restaurants.id, id), isNull(restaurants.deleted_at)));
  return row;
}

// Every order and cart asks this first: built once per database (decision 084), and on PostgreSQL
// parsed once per connection under its name.
const restaurantByPublicKey = preparedPerDatabase((db: SystemDb) =>
  db
    .select()
    .from(restaurants)
    .where(
      and(eq(restaurants.public_key, sql.placeholder('publicKey')), isNull(restaurants.deleted_at)),
    )
    .prepare('restaurant_by_public_key'),
);

export async function findRestaurantByPublicKey(db: SystemDb, publicKey: string) {
  const [row] = await restaurantByPublicKey(db).execute({ publicKey });
  return row;
}

export async function findTrialRestaurant(db: SystemDb) {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.is_trial, true), isNull(restaurants.deleted_at)))
    .orderBy(asc(restaurants.id))
    .limit(1);
  return row;
}

/** A live restaurant by id, whatever its business: a public page learns its tenant this way. */
export async function findLiveRestaurantById(db: SystemDb, id: number) {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, id), isNull(restaurants.deleted_at)));
  return row;
}

/** Restaurants that opted in to the marketing host's logo slider. */
export async function listLogoSliderRestaurants(db: SystemDb) {
  return db
    .select({
      name: restaurants.name,
      logo_url: restaurants.logo_url,
      hostname: sql<string>`(select rh.hostname from restaurant_hostnames rh
        where rh.restaurant_id = "restaurants"."id" order by rh.id limit 1)`,
    })
    .from(restaurants)
    .where(and(eq(restaurants.show_in_logo_slider, true), isNull(restaurants.deleted_at)))
    .orderBy(asc(restaurants.name))
    .limit(50);
}
