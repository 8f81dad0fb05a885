import { ROLES, type Role } from '@coperto/shared/auth/permissions';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../shared/app-error';
import type { Actor } from '../../shared/context';

const ALGORITHM = 'HS256';
const encoder = new TextEncoder();

/** Access tokens are short-lived JWTs naming the session; the session row decides if they still work. */
export async function signAccessToken(
  actor: Actor,
  secret: string,
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
  const token = await new SignJWT({
    sid: actor.sessionId,
    bid: actor.businessId,
    rid: actor.restaurantId,
    role: actor.role,
  })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(actor.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(encoder.encode(secret));
  return { token, expiresAt };
}

export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<Actor> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: [ALGORITHM],
      currentDate: now,
    });
    const role = payload.role as Role;
    if (
      typeof payload.sid !== 'string' ||
      !ROLES.includes(role) ||
      !payload.sub ||
      !/^\d+$/.test(payload.sub)
    ) {
      throw new AppError(401, 'INVALID_TOKEN', 'Invalid access token');
    }
    return {
      userId: Number(payload.sub),
      sessionId: payload.sid,
      role,
      businessId: typeof payload.bid === 'number' ? payload.bid : null,
      restaurantId: typeof payload.rid === 'number' ? payload.rid : null,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) {
      throw new AppError(401, 'SESSION_EXPIRED', 'Your session has expired, please log in again');
    }
    throw new AppError(401, 'INVALID_TOKEN', 'Invalid access token');
  }
}

export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
