import type { TenantResource } from '../../shared/tenant-resource';
import { findDiscountById } from './discounts.repository';

/** The code a route's `:id` names, found in the caller's business before the body is read. */
export const DISCOUNT_IN_PATH: TenantResource = {
  label: 'Discount code',
  in: 'params',
  key: 'id',
  find: findDiscountById,
};
