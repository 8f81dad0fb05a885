import type { TenantResource } from '../../shared/tenant-resource';
import { restaurantNamedBy } from '../restaurants/restaurant-resources';
import { findWageById } from './wages.repository';

/** The wage a route's `:id` names, found in the caller's business before the body is read. */
export const WAGE_IN_PATH: TenantResource = {
  label: 'Wage',
  in: 'params',
  key: 'id',
  find: findWageById,
};

export const WAGES_RESTAURANT_IN_QUERY = restaurantNamedBy('query', 'restaurant_id');
export const WAGES_RESTAURANT_IN_BODY = restaurantNamedBy('body', 'restaurant_id');
