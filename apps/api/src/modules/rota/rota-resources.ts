import type { TenantResource } from '../../shared/tenant-resource';
import { restaurantNamedBy } from '../restaurants/restaurant-resources';

/** The restaurant a rota query names, found in the caller's business before anything else. */
export const ROTA_RESTAURANT_IN_QUERY: TenantResource = restaurantNamedBy('query', 'restaurant_id');
/** The restaurant a rota body names. */
export const ROTA_RESTAURANT_IN_BODY: TenantResource = restaurantNamedBy('body', 'restaurant_id');
