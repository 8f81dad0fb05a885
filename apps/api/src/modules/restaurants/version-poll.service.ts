import type { VersionPollResponseSchema } from '@coperto/shared/restaurants/restaurant.schemas';
import type { z } from 'zod';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { normalizeHost } from './restaurants.service';

export type VersionPollAnswer = z.infer<typeof VersionPollResponseSchema>;

/**
 * DESIGN.md §7: has the restaurant changed since the version the visitor's page holds? Answered
 * from the restaurant cache, so an unchanged restaurant costs no database round trip once warm.
 */
export async function pollRestaurantVersion(
  ctx: ServiceContext,
  query: { hostname: string; lastUpdated: string },
): Promise<VersionPollAnswer> {
  const cached = await ctx.restaurantCache.getByHostname(normalizeHost(query.hostname));
  if (!cached) throw notFound('Restaurant');
  // Instants, not strings: '…T10:00:00.000Z' and '…T11:00:00+01:00' are the same version.
  if (Date.parse(query.lastUpdated) === cached.lastUpdatedMs) {
    return { changed: false, last_updated: cached.restaurant.last_updated };
  }
  return { changed: true, restaurant: cached.restaurant };
}
