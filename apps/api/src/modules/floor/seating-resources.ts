import type { TenantResource } from '../../shared/tenant-resource';
import { findSeatingById } from './seatings.repository';

/** The party a route's `:id` names, checked in the caller's tenant before the body. */
export const SEATING_IN_PATH: TenantResource = {
  label: 'Seating',
  in: 'params',
  key: 'id',
  find: findSeatingById,
};
