import { getTableColumns, sql } from 'drizzle-orm';
import { restaurants } from './schema/tenancy';

/**
 * What a restaurant's public view is read with, by the site resolution (modules/sites) and by the
 * dashboard's restaurant reads (modules/restaurants) alike, and the channel that says it changed.
 */

/** The public view: the restaurant with its host names and languages in order, in one query. */
export const publicRestaurantColumns = {
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

/** Channel on which every API process hears that a restaurant's public data changed. */
export const RESTAURANT_CHANGED_CHANNEL = 'restaurant_changed';
