import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';

/** What a request's host serves: the marketing site, a restaurant's site, or nothing. */
export type HostSite =
  | { kind: 'marketing' }
  | { kind: 'restaurant'; restaurant: PublicRestaurant }
  | { kind: 'unknown'; hostname: string };

/** A restaurant as the public site sees it, shared by every request: never mutate it. */
export interface CachedRestaurant {
  restaurant: PublicRestaurant;
  /** `restaurant.last_updated` as epoch milliseconds, so versions compare as instants. */
  lastUpdatedMs: number;
}

/**
 * Public restaurants by normalized host name, without a database round trip once warm. What
 * services see of the cache that modules/sites builds and keeps right (restaurant-cache.ts).
 */
export interface PublicRestaurantCache {
  /** From memory only, for the hot path; undefined when memory may not answer now. */
  peek(hostname: string, countHit?: boolean): CachedRestaurant | undefined;
  getByHostname(hostname: string): Promise<CachedRestaurant | undefined>;
  /** After a committed change: this process forgets at once, the others on NOTIFY. */
  clear(): void;
}

/** The site the site plugin resolved, on a route whose options say `hostSite: true`. */
export function requireSite(site: HostSite | null): HostSite {
  if (!site) throw new Error('This route reads request.site: give it the option hostSite: true');
  return site;
}
