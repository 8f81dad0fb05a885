import type { TenantResource } from '../../shared/tenant-resource';
import { findCashUpById } from './cashups.repository';

/** The cash-up a route's `:id` names, found in the caller's business before the body is read. */
export const CASH_UP_IN_PATH: TenantResource = {
  label: 'Cash-up',
  in: 'params',
  key: 'id',
  find: findCashUpById,
};
