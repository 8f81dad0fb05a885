import type { TenantResource } from '../../shared/tenant-resource';
import { findSupplierById } from './suppliers.repository';

/** The supplier a route's `:id` names, found in the caller's business before the body is read. */
export const SUPPLIER_IN_PATH: TenantResource = {
  label: 'Supplier',
  in: 'params',
  key: 'id',
  find: findSupplierById,
};
