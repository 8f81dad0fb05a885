import type { Config } from '../../config';
import type { SystemDb } from '../../db/system-access';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { type Actor, actorOfSession } from '../../shared/context';
import { bearerTokenOf, verifyAccessToken } from './access-token';
import { findLiveSession, touchSession } from './session.repository';

/** `last_seen_at` is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/** Who is calling, from a request's Authorization header: null when it carries no token. */
export type IdentifyCaller = (authorization: string | undefined) => Promise<Actor | null>;

/**
 * The auth plugin's way to know a caller, handed to it by app.ts, so the plugin (infrastructure)
 * imports no module: a token's signature and expiry, then the live session it names.
 */
export function createCallerIdentifier(deps: {
  system: SystemDb;
  config: Pick<Config, 'jwtSecret'>;
  clock: Clock;
}): IdentifyCaller {
  return async (authorization) => {
    const token = bearerTokenOf(authorization);
    if (!token) return null;
    const now = deps.clock.now();
    const claimed = await verifyAccessToken(token, deps.config.jwtSecret, now);
    const session = await findLiveSession(deps.system, claimed.sessionId, now);
    if (!session || session.user_id !== claimed.userId) {
      throw new AppError(401, 'SESSION_EXPIRED', 'Your session has ended, please log in again');
    }
    if (now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(deps.system, session.id, now);
    }
    // Role and business are read from the server's rows: a role change applies without a new
    // login, and a token claiming another business still works only in the session's own.
    return actorOfSession(session);
  };
}
