import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runAsTenant } from '../db/tenant-scope';
import { notFound } from '../shared/app-error';
import { scopeOf } from '../shared/context';
import { routeOptionsOf } from './route-options-of';

function idOf(raw: unknown): number | undefined {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return raw;
  if (typeof raw === 'string' && /^[1-9]\d{0,14}$/.test(raw)) return Number(raw);
  return undefined;
}

/**
 * Tenant before validation (DESIGN.md §5): a route that names its resource gets a 404 for a row
 * outside the caller's business whatever body it sent, so bad input never answers for someone
 * else's row. Runs after parsing, before the schema; a malformed id is left to validation (400).
 * The route names the row and its finder (shared/tenant-resource.ts): this plugin knows no module.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const resource = routeOptionsOf(request).config?.tenantResource;
      if (!resource || !request.actor) return;
      const source = request[resource.in] as Record<string, unknown> | null | undefined;
      const id = idOf(source?.[resource.key]);
      if (id === undefined) return;
      const found = await runAsTenant(app.db, scopeOf(request.actor), (tx) =>
        resource.find(tx, { id }),
      );
      if (!found) throw notFound(resource.label);
    });
  },
  { name: 'tenant', dependencies: ['auth'] },
);
