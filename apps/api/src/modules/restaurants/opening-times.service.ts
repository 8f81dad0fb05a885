import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { runAsTenant } from '../../db/tenant-scope';
import { notFound } from '../../shared/app-error';
import { type ServiceContext, scopeOf } from '../../shared/context';
import { touchRestaurant, updateRestaurant as updateRestaurantRow } from './restaurants.repository';
import { getRestaurant } from './restaurants.service';

/**
 * Replaces the restaurant's weekly services and dated exceptions. The shared schema has already
 * refused inverted and overlapping ranges and sorted what it kept; visitors' sites see the change
 * through the version poll.
 */
export async function updateOpeningTimes(
  ctx: ServiceContext,
  id: number,
  openingTimes: OpeningTimes,
) {
  if (!ctx.actor) throw new Error('opening times service needs a signed-in actor');
  const scope = scopeOf(ctx.actor);
  await runAsTenant(ctx.db, scope, async (tx) => {
    const updated = await updateRestaurantRow(tx, {
      scope,
      id,
      changes: { opening_times: openingTimes },
    });
    if (!updated) throw notFound('Restaurant');
    await touchRestaurant(tx, id, ctx.clock.now());
  });
  return getRestaurant(ctx, id);
}
