import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runAsTenant, type TenantTx } from '../db/tenant-scope';
import { findGalleryImage } from '../modules/gallery/gallery.repository';
import { findItemById, findMenuById, findSectionById } from '../modules/menus/menus.repository';
import {
  findBusinessById,
  findRestaurantById,
} from '../modules/restaurants/restaurants.repository';
import { findUserById } from '../modules/users/users.repository';
import { notFound } from '../shared/app-error';
import { scopeOf } from '../shared/context';

/** The tenant-owned row a route's id names, and where the id is in the request. */
export interface TenantResource {
  kind:
    | 'restaurant'
    | 'user'
    | 'business'
    | 'menu'
    | 'menu-section'
    | 'menu-item'
    | 'gallery-image';
  in: 'params' | 'body';
  key: string;
}

/** Finds the row within the transaction's own tenant: another business's id finds nothing. */
type FindInScope = (tx: TenantTx, q: { id: number }) => Promise<unknown>;

const FIND: Record<TenantResource['kind'], FindInScope> = {
  restaurant: findRestaurantById,
  user: findUserById,
  business: findBusinessById,
  menu: findMenuById,
  'menu-section': findSectionById,
  'menu-item': findItemById,
  'gallery-image': findGalleryImage,
};

const LABEL: Record<TenantResource['kind'], string> = {
  restaurant: 'Restaurant',
  user: 'User',
  business: 'Business',
  menu: 'Menu',
  'menu-section': 'Menu section',
  'menu-item': 'Menu item',
  'gallery-image': 'Gallery image',
};

function idOf(raw: unknown): number | undefined {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return raw;
  if (typeof raw === 'string' && /^[1-9]\d{0,14}$/.test(raw)) return Number(raw);
  return undefined;
}

/**
 * Tenant before validation (DESIGN.md §5): a route that names its resource gets a 404 for a row
 * outside the caller's business whatever body it sent, so bad input never answers for someone
 * else's row. Runs after parsing, before the schema; a malformed id is left to validation (400).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const resource = request.routeOptions.config?.tenantResource;
      if (!resource || !request.actor) return;
      const source = request[resource.in] as Record<string, unknown> | null | undefined;
      const id = idOf(source?.[resource.key]);
      if (id === undefined) return;
      const found = await runAsTenant(app.db, scopeOf(request.actor), (tx) =>
        FIND[resource.kind](tx, { id }),
      );
      if (!found) throw notFound(LABEL[resource.kind]);
    });
  },
  { name: 'tenant', dependencies: ['auth'] },
);
