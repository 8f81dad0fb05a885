import { hasPermission } from '@coperto/shared/auth/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { systemAccess } from '../db/system-access';
import { runAsTenant } from '../db/tenant-scope';
import { bearerTokenOf, verifyAccessToken } from '../modules/auth/access-token';
import { findLiveSession, touchSession } from '../modules/auth/session.repository';
import { AppError, forbidden, unauthenticated } from '../shared/app-error';
import { type Actor, actorOfSession, scopeOf } from '../shared/context';

/** `last_seen_at` is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Secure by default: every route needs a live session unless its options say `public: true`.
 * Runs in onRequest, so authentication and permission are decided before the body is read.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('ctx', null as never);
    const system = systemAccess(app.db);

    async function resolveActor(request: FastifyRequest): Promise<Actor | null> {
      const token = bearerTokenOf(request.headers.authorization);
      if (!token) return null;
      const now = app.clock.now();
      const claimed = await verifyAccessToken(token, app.config.jwtSecret, now);
      const session = await findLiveSession(system, claimed.sessionId, now);
      if (!session || session.user_id !== claimed.userId) {
        throw new AppError(401, 'SESSION_EXPIRED', 'Your session has ended, please log in again');
      }
      if (now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
        await touchSession(system, session.id, now);
      }
      // Role and business are read from the server's rows: a role change applies without a new
      // login, and a token claiming another business still works only in the session's own.
      return actorOfSession(session);
    }

    app.addHook('onRequest', async (request) => {
      // One read: each read of routeOptions builds a new object.
      const { config: routeConfig, url } = request.routeOptions;
      const isPublic = routeConfig?.public === true || url === undefined;
      try {
        request.actor =
          isPublic && routeConfig?.ignoresCaller === true ? null : await resolveActor(request);
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

/** The caller of a private route; the auth hook has already refused anonymous requests. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
