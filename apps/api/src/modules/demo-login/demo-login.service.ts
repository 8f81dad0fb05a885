import { DEMO } from '../../db/seed/demo-seed';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { findAccountByEmail } from '../users/user-accounts.service';

/**
 * The demo owner's login, for the trial host's one-click demo (decision 025): only where the
 * demo is seeded, never in production (there SEED_DEMO=true seeds a showcase, and its password
 * stays the operator's), and only while the owner is still there. Otherwise 404, as if absent.
 * The restaurants are the demo hosts that still answer, under their current names.
 */
export async function findDemoLogin(ctx: ServiceContext) {
  const offered = ctx.config.seedDemo && !ctx.config.production;
  if (!offered || !(await findAccountByEmail(ctx, DEMO.users.owner))) throw notFound('Demo login');
  const restaurants = await Promise.all(
    Object.values(DEMO.hosts).map(async (hostname) => {
      const found = await ctx.restaurantCache.getByHostname(hostname);
      return found ? [{ name: found.restaurant.name, hostname }] : [];
    }),
  );
  return {
    email: DEMO.users.owner,
    password: ctx.config.demoPassword,
    restaurants: restaurants.flat(),
  };
}
