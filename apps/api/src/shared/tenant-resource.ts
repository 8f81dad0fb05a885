import type { TenantTx } from '../db/tenant-scope';

/**
 * The tenant-owned row a route's id names (route option `config.tenantResource`), where the id is
 * in the request, and how to find it. The owning module supplies the finder, so the tenant plugin
 * knows no module (decision 028).
 */
export interface TenantResource {
  /** Names the row in the 404 answer: 'Restaurant', 'Menu item' … */
  label: string;
  in: 'params' | 'query' | 'body';
  key: string;
  /** Finds the row within the transaction's own tenant: another business's id finds nothing. */
  find: (tx: TenantTx, q: { id: number }) => Promise<unknown>;
}
