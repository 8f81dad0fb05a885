import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/identity';
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export interface NewSession {
  id: string;
  userId: number;
  businessId: number | null;
  restaurantId: number | null;
  expiresAt: Date;
  now: Date;
  ip: string;
  userAgent: string;
}

export async function createSession(tx: TenantTx, s: NewSession) {
  await tx.insert(sessions).values({
    id: s.id,
    user_id: s.userId,
    business_id: s.businessId,
    restaurant_id: s.restaurantId,
    created_at: s.now,
    last_seen_at: s.now,
    expires_at: s.expiresAt,
    ip: s.ip.slice(0, 64),
    user_agent: s.userAgent.slice(0, 500),
  });
}

/**
 * The session behind a token, only while it is live and its user enabled. This runs before the
 * tenant is known (it is how the tenant becomes known), so it is a system query keyed by the
 * session's own random id.
 */
export async function findLiveSession(db: SystemDb, sessionId: string, now: Date) {
  const [row] = await db
    .select({
      id: sessions.id,
      user_id: sessions.user_id,
      business_id: sessions.business_id,
      restaurant_id: sessions.restaurant_id,
      last_seen_at: sessions.last_seen_at,
      expires_at: sessions.expires_at,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        isNull(users.disabled_at),
      ),
    );
  return row;
}

export async function touchSession(db: SystemDb, sessionId: string, now: Date) {
  await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, sessionId));
}

/** Ends one session; answers whether it was live. */
export async function revokeSession(tx: TenantTx, sessionId: string, now: Date) {
  const ended = await tx
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(
        tenantFilter(tx, sessions.business_id),
        eq(sessions.id, sessionId),
        isNull(sessions.revoked_at),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length > 0;
}

export async function revokeSessionsOfUser(tx: TenantTx, userId: number, now: Date) {
  await tx
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(
        tenantFilter(tx, sessions.business_id),
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
      ),
    );
}

/** Users of one business with a live session seen in the last `activeWithinMs`. */
export async function findActiveUsers(
  tx: TenantTx,
  q: { businessId: number; now: Date; activeWithinMs: number },
) {
  const since = new Date(q.now.getTime() - q.activeWithinMs);
  return tx
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      role: users.role,
      last_seen_at: sql<Date>`max(${sessions.last_seen_at})`.mapWith(sessions.last_seen_at),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.business_id, q.businessId),
        eq(users.business_id, q.businessId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, q.now),
        gt(sessions.last_seen_at, since),
        isNull(users.disabled_at),
      ),
    )
    .groupBy(users.id)
    .orderBy(users.name);
}
