import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { updateRestaurant as updateRestaurantRow } from './restaurants.repository';
import { getRestaurant } from './restaurants.service';
import { commitVisibleChange } from './visible-change.service';

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
  await commitVisibleChange(ctx, id, async (tx) => {
    const updated = await updateRestaurantRow(tx, {
      id,
      changes: { opening_times: openingTimes },
    });
    if (!updated) throw notFound('Restaurant');
  });
  return getRestaurant(ctx, id);
}
