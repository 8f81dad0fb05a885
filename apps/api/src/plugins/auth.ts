import { hasPermission } from '@coperto/shared/auth/permissions';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemAccess } from '../db/system-access';
import { runAsTenant } from '../db/tenant-scope';
import { forbidden, unauthenticated } from '../shared/app-error';
import { type Actor, scopeOf } from '../shared/context';
import { routeOptionsOf } from './route-options-of';

export interface AuthPluginOptions {
  /**
   * Who calls, from the Authorization header (the auth module's token and session check, handed
   * over by app.ts): null without a token; throws a 401 AppError for a token that no longer works.
   */
  identifyCaller: (authorization: string | undefined) => Promise<Actor | null>;
}

/**
 * Secure by default: every route needs a live session unless its options say `public: true`.
 * Runs in onRequest, so authentication and permission are decided before the body is read.
 */
export default fp(
  async (app: FastifyInstance, opts: AuthPluginOptions) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('ctx', null as never);
    const system = systemAccess(app.db);

    app.addHook('onRequest', async (request) => {
      const { config: routeConfig, url } = routeOptionsOf(request);
      const isPublic = routeConfig?.public === true || url === undefined;
      try {
        request.actor =
          isPublic && routeConfig?.ignoresCaller === true
            ? null
            : await opts.identifyCaller(request.headers.authorization);
      } catch (error) {
        // A stale token on a public page is simply an anonymous visit.
        if (!isPublic) throw error;
        request.actor = null;
      }
      const actor = request.actor;
      request.ctx = {
        asActor: (work) => {
          if (!actor) throw unauthenticated();
          return runAsTenant(app.db, scopeOf(actor), work);
        },
        asTenant: (scope, work) => runAsTenant(app.db, scope, work),
        system,
        config: app.config,
        clock: app.clock,
        mail: app.mail,
        storage: app.storage,
        payments: app.payments,
        restaurantCache: app.restaurantCache,
        log: request.log,
        actor: request.actor,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      };
      if (isPublic) return;
      if (!request.actor) throw unauthenticated();
      const permission = routeConfig?.permission;
      if (permission && !hasPermission(request.actor.role, permission)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database', 'errors'] },
);
