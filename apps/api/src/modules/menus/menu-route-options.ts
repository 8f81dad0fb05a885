import type { FastifyContextConfig } from 'fastify';
import type { TenantResource } from '../../shared/tenant-resource';
import { findItemById, findMenuById, findSectionById } from './menus.repository';

export const tags = ['menus'];

/** The editor's routes: menu permission, and the row the `:id` names checked before the body. */
export const editing = (tenantResource: TenantResource): FastifyContextConfig => ({
  permission: 'update:menus',
  tenantResource,
});
export const inPath = (label: string, find: TenantResource['find']): TenantResource => ({
  label,
  in: 'params',
  key: 'id',
  find,
});
export const MENU_IN_PATH = inPath('Menu', findMenuById);
export const SECTION_IN_PATH = inPath('Menu section', findSectionById);
export const ITEM_IN_PATH = inPath('Menu item', findItemById);

/** Guests' reads: the same answer for everyone, so no session lookup; sent with an ETag. */
export const publicRead = { public: true, ignoresCaller: true } as const;
