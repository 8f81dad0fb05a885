import type { TenantResource } from '../../shared/tenant-resource';
import { findFloorAreaById, findFloorTableById } from './floor.repository';

/** The area or table a route's `:id` names, checked in the caller's tenant before the body. */
export const FLOOR_AREA_IN_PATH: TenantResource = {
  label: 'Area',
  in: 'params',
  key: 'id',
  find: findFloorAreaById,
};

export const FLOOR_TABLE_IN_PATH: TenantResource = {
  label: 'Table',
  in: 'params',
  key: 'id',
  find: findFloorTableById,
};
