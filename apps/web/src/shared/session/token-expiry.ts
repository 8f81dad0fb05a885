import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';

/** The `exp` claim of a JWT in milliseconds, or undefined when the token cannot be read. */
export function readJwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When the session's access token stops working: the token's own `exp` (what the server checks),
 * else the `expiresAt` the server answered; unreadable counts as already expired.
 */
export function readTokenExpiry(user: Pick<CurrentUser, 'accessToken' | 'expiresAt'>): number {
  const fromToken = readJwtExpiry(user.accessToken);
  if (fromToken !== undefined) return fromToken;
  const fromAnswer = Date.parse(user.expiresAt);
  return Number.isNaN(fromAnswer) ? 0 : fromAnswer;
}

export function isTokenExpired(
  user: Pick<CurrentUser, 'accessToken' | 'expiresAt'>,
  now = Date.now(),
): boolean {
  return readTokenExpiry(user) <= now;
}
