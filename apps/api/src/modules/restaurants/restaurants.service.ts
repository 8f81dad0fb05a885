import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import {
  findPublicRestaurantByHostname,
  findRestaurantIdByHostname,
} from './restaurants.repository';

/** What a request's host name is: the marketing/trial site, a restaurant's site, or nothing. */
export type Site =
  | { kind: 'marketing' }
  | { kind: 'restaurant'; restaurantId: number }
  | { kind: 'unknown'; hostname: string };

/** Host names compare lower-cased without port (DESIGN.md §7). */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export async function resolveSite(
  db: Database,
  marketingHosts: string[],
  host: string,
): Promise<Site> {
  const hostname = normalizeHost(host);
  if (marketingHosts.includes(hostname)) return { kind: 'marketing' };
  const restaurantId = await findRestaurantIdByHostname(db, hostname);
  return restaurantId === undefined
    ? { kind: 'unknown', hostname }
    : { kind: 'restaurant', restaurantId };
}

type PublicRestaurantRow = NonNullable<Awaited<ReturnType<typeof findPublicRestaurantByHostname>>>;

export function toPublicRestaurant(row: PublicRestaurantRow): PublicRestaurant {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    public_key: row.public_key,
    hostname: row.hostnames,
    language: row.languages,
    font: row.font,
    logo_url: row.logo_url,
    image_url: row.image_url,
    alt_image_url: row.alt_image_url,
    email: row.email,
    phone_number: row.phone_number,
    time_zone: row.time_zone,
    theme: { ...DEFAULT_THEME_COLORS, ...row.theme },
    last_updated: row.last_updated.toISOString(),
  };
}

/** Public read by host name: the narrow path a visitor's browser uses before anyone logs in. */
export async function getRestaurantByHostname(
  ctx: ServiceContext,
  hostname: string,
): Promise<PublicRestaurant> {
  const row = await findPublicRestaurantByHostname(ctx.db, normalizeHost(hostname));
  if (!row) throw notFound('Restaurant');
  return toPublicRestaurant(row);
}
