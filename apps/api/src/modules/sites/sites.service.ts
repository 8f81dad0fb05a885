import type { Config } from '../../config';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import type { HostSite, PublicRestaurantCache } from '../../shared/host-site';
import { normalizeHost } from './host-name';
import { toPublicRestaurant } from './public-restaurant';
import {
  findLiveRestaurantById,
  findPublicRestaurantById,
  findRestaurantByPublicKey,
  findTrialRestaurant,
  listLogoSliderRestaurants,
} from './sites.repository';

export interface HostSiteDeps {
  config: Pick<Config, 'marketingHosts'>;
  restaurantCache: PublicRestaurantCache;
}

/**
 * The one host resolver: the site a request's host serves, from the restaurant cache (no database
 * round trip once warm). The site plugin runs it once per request for the routes that ask.
 */
export async function resolveSite(deps: HostSiteDeps, host: string): Promise<HostSite> {
  const hostname = normalizeHost(host);
  if (deps.config.marketingHosts.includes(hostname)) return { kind: 'marketing' };
  const cached =
    deps.restaurantCache.peek(hostname) ?? (await deps.restaurantCache.getByHostname(hostname));
  return cached
    ? { kind: 'restaurant', restaurant: cached.restaurant }
    : { kind: 'unknown', hostname };
}

/** Public read by host name: the narrow path a visitor's browser uses before anyone logs in. */
export async function getRestaurantByHostname(ctx: ServiceContext, hostname: string) {
  const cached = await ctx.restaurantCache.getByHostname(normalizeHost(hostname));
  if (!cached) throw notFound('Restaurant');
  return cached.restaurant;
}

export async function getTrialRestaurant(ctx: ServiceContext) {
  const trial = await findTrialRestaurant(ctx.system);
  const row = trial && (await findPublicRestaurantById(ctx.system, trial.id));
  if (!row) throw notFound('Trial restaurant');
  return toPublicRestaurant(row, ctx.clock.now());
}

export async function listLogoSlider(ctx: ServiceContext) {
  const rows = await listLogoSliderRestaurants(ctx.system);
  return { items: rows.filter((r) => r.hostname !== null) };
}

/**
 * A live restaurant a public URL names by id (a contact form, a gallery), whatever its business:
 * how a visitor's request learns its tenant. Undefined when none.
 */
export function findLiveRestaurant(ctx: Pick<ServiceContext, 'system'>, id: number) {
  return findLiveRestaurantById(ctx.system, id);
}

/** The public view's row of a live restaurant by id (its sitemap), whatever its business. */
export function findPublicRestaurantRow(ctx: Pick<ServiceContext, 'system'>, id: number) {
  return findPublicRestaurantById(ctx.system, id);
}

/** A live restaurant a cart, a site login or a sign-up names by its public key. */
export function findRestaurantOfPublicKey(ctx: Pick<ServiceContext, 'system'>, publicKey: string) {
  return findRestaurantByPublicKey(ctx.system, publicKey);
}

/** The demo restaurant new sign-ups copy their look from; undefined when there is none. */
export function findTrialRestaurantRow(ctx: Pick<ServiceContext, 'system'>) {
  return findTrialRestaurant(ctx.system);
}
