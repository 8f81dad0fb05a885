import type { RestaurantListQuery } from '@coperto/shared/restaurants/restaurant.schemas';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
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

/** A restaurant with its host names and languages (in order); its media prefix is its first key. */
export async function insertRestaurant(
  db: Executor,
  values: Omit<NewRestaurantRow, 'media_prefix'> & { hostnames: string[]; languages: string[] },
) {
  const { hostnames, languages, ...restaurant } = values;
  const [row] = await db
    .insert(restaurants)
    .values({ ...restaurant, media_prefix: restaurant.public_key })
    .returning();
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
  // Written out in full: Drizzle leaves a lone-table column unqualified, and inside these
  // subqueries an unqualified "id" would mean the subquery's own row.
  hostnames: sql<string[]>`array(
    select rh.hostname from restaurant_hostnames rh
    where rh.restaurant_id = "restaurants"."id" order by rh.id)`,
  languages: sql<string[]>`array(
    select rl.language from restaurant_languages rl
    where rl.restaurant_id = "restaurants"."id" order by rl.position)`,
  /** The business's newest subscription and its plan's features: the site's live features. */
  plan: sql<PlanOfRestaurantRow | null>`(
    select json_build_object(
      'status', s.status, 'current_period_end', s.current_period_end, 'features', p.features)
    from subscriptions s join plans p on p.id = s.plan_id
    where s.business_id = "restaurants"."business_id" order by s.id desc limit 1)`,
};

/** `current_period_end` is JSON's text form of the timestamp. */
export interface PlanOfRestaurantRow {
  status: string;
  current_period_end: string;
  features: string[];
}

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

/** Channel on which every API process hears that a restaurant's public data changed. */
export const RESTAURANT_CHANGED_CHANNEL = 'restaurant_changed';

/**
 * Marks that something a visitor sees changed: moves `last_updated` and tells every API process
 * (delivered when the surrounding transaction commits, never for a rolled-back change).
 */
export async function touchRestaurant(db: Executor, id: number, now: Date) {
  await db.update(restaurants).set({ last_updated: now }).where(eq(restaurants.id, id));
  await db.execute(sql`select pg_notify(${RESTAURANT_CHANGED_CHANNEL}, ${String(id)})`);
}

const RESTAURANT_SORT = {
  date: restaurants.created_at,
  name: restaurants.name,
  city: sql`${restaurants.address}->>'city'`,
} as const;

/** A business's restaurants (or all, for the platform scope), searchable by name, host and city. */
export async function listRestaurants(
  db: Executor,
  q: RestaurantListQuery & { scope: BusinessScope },
) {
  const conditions: (SQL | undefined)[] = [
    businessFilter(restaurants.business_id, q.scope),
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
          db
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
  const [items, [total]] = await Promise.all([
    db
      .select(publicRestaurantColumns)
      .from(restaurants)
      .where(where)
      .orderBy(direction(RESTAURANT_SORT[q.orderByColumn]), asc(restaurants.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ value: count() }).from(restaurants).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** A restaurant with its host names and languages, within the scope. */
export async function findRestaurantWithHostsById(
  db: Executor,
  q: { scope: BusinessScope; id: number },
) {
  const [row] = await db
    .select(publicRestaurantColumns)
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

export async function listRestaurantNames(
  db: Executor,
  q: { scope: BusinessScope; businessId?: number; search?: string },
) {
  return db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(
      and(
        businessFilter(restaurants.business_id, q.scope),
        q.businessId ? eq(restaurants.business_id, q.businessId) : undefined,
        q.search ? ilike(restaurants.name, containsPattern(q.search)) : undefined,
        isNull(restaurants.deleted_at),
      ),
    )
    .orderBy(asc(restaurants.name))
    .limit(200);
}

export async function countRestaurantsOfBusiness(db: Executor, businessId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(restaurants)
    .where(and(eq(restaurants.business_id, businessId), isNull(restaurants.deleted_at)));
  return row?.value ?? 0;
}

export type RestaurantChanges = Partial<
  Omit<NewRestaurantRow, 'id' | 'business_id' | 'created_at' | 'media_prefix'>
>;

export async function updateRestaurant(
  db: Executor,
  q: { scope: BusinessScope; id: number; changes: RestaurantChanges },
) {
  const [row] = await db
    .update(restaurants)
    .set(q.changes)
    .where(
      and(
        businessFilter(restaurants.business_id, q.scope),
        eq(restaurants.id, q.id),
        isNull(restaurants.deleted_at),
      ),
    )
    .returning({ id: restaurants.id });
  return row;
}

/** The row stays for the business's records; its host names are released for reuse. */
export async function softDeleteRestaurant(
  db: Executor,
  q: { scope: BusinessScope; id: number; now: Date },
) {
  const [row] = await db
    .update(restaurants)
    .set({ deleted_at: q.now, last_updated: q.now })
    .where(
      and(
        businessFilter(restaurants.business_id, q.scope),
        eq(restaurants.id, q.id),
        isNull(restaurants.deleted_at),
      ),
    )
    .returning({ id: restaurants.id });
  if (row) {
    await db.delete(restaurantHostnames).where(eq(restaurantHostnames.restaurant_id, row.id));
  }
  return row;
}

export async function updateBusiness(
  db: Executor,
  q: { scope: BusinessScope; id: number; changes: Partial<NewBusinessRow> },
) {
  const [row] = await db
    .update(businesses)
    .set(q.changes)
    .where(and(businessFilter(businesses.id, q.scope), eq(businesses.id, q.id)))
    .returning();
  return row;
}

/** Restaurants that opted in to the marketing host's logo slider. */
export async function listLogoSliderRestaurants(db: Executor) {
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
