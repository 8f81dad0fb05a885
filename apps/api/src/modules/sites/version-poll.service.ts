import type { VersionPollResponseSchema } from '@coperto/shared/restaurants/restaurant.schemas';
import type { z } from 'zod';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { normalizeHost } from './host-name';

export type VersionPollAnswer = z.infer<typeof VersionPollResponseSchema>;

/**
 * DESIGN.md §7: has the restaurant changed since the version the visitor's page holds? Answered
 * from the restaurant cache, so an unchanged restaurant costs no database round trip once warm.
 */
export async function pollRestaurantVersion(
  ctx: ServiceContext,
  query: { hostname: string; lastUpdated: string },
): Promise<VersionPollAnswer> {
  const hostname = normalizeHost(query.hostname);
  // Once warm, answered without even awaiting the cache.
  const cached =
    ctx.restaurantCache.peek(hostname) ?? (await ctx.restaurantCache.getByHostname(hostname));
  if (!cached) throw notFound('Restaurant');
  const { last_updated } = cached.restaurant;
  // Instants, not strings: '…T10:00:00.000Z' and '…T11:00:00+01:00' are the same version. The
  // client usually holds the very string it was given, which needs no parsing.
  if (
    query.lastUpdated === last_updated ||
    Date.parse(query.lastUpdated) === cached.lastUpdatedMs
  ) {
    return { changed: false, last_updated };
  }
  return { changed: true, restaurant: cached.restaurant };
}
