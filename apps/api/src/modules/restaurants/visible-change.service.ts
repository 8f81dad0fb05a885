import type { TenantTx } from '../../db/tenant-scope';
import type { ServiceContext } from '../../shared/context';
import { touchRestaurant } from './restaurants.repository';

/**
 * Runs a change a visitor sees, in the caller's tenant transaction, then marks the restaurant
 * changed (last_updated, NOTIFY on commit). Once committed this process forgets its cached copy at
 * once; the other processes forget theirs when the notification reaches them.
 */
export async function commitVisibleChange<T>(
  ctx: ServiceContext,
  restaurantId: number,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const result = await ctx.asActor(async (tx) => {
    const value = await work(tx);
    await touchRestaurant(tx, restaurantId, ctx.clock.now());
    return value;
  });
  ctx.restaurantCache.clear();
  return result;
}
