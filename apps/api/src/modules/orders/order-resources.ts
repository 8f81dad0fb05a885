import type { TenantResource } from '../../shared/tenant-resource';
import { findOrderById } from './orders.repository';

/** The order a route's `:id` names, checked in the caller's tenant before the body (DESIGN.md §5). */
export const ORDER_IN_PATH: TenantResource = {
  label: 'Order',
  in: 'params',
  key: 'id',
  find: findOrderById,
};
