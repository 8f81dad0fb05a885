import type { TenantResource } from '../../shared/tenant-resource';
import { findBusinessById, findRestaurantById } from './restaurants.repository';

/**
 * The restaurant a route's id names (`config.tenantResource`): checked in the caller's tenant
 * before the body is validated. Other modules' routes name restaurants with it too.
 */
export function restaurantNamedBy(where: TenantResource['in'], key: string): TenantResource {
  return { label: 'Restaurant', in: where, key, find: findRestaurantById };
}

/** The business a route's id names. */
export function businessNamedBy(where: TenantResource['in'], key: string): TenantResource {
  return { label: 'Business', in: where, key, find: findBusinessById };
}

/** The common case: `/…/:id` names a restaurant. */
export const RESTAURANT_IN_PATH = restaurantNamedBy('params', 'id');
