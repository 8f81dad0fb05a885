import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { AppError, forbidden, notFound } from '../../shared/app-error';
import { type Actor, actorOfSession, type ServiceContext, scopeOfUser } from '../../shared/context';
import { newPublicId } from '../../shared/secrets';
import { claimLoginAttempt, settleLoginSuccess } from '../rate-limit/rate-limit.service';
import {
  findBusiness,
  findFirstRestaurant,
  findRestaurant,
  type RestaurantRow,
} from '../restaurants/tenant-restaurants.service';
import { findRestaurantOfPublicKey } from '../sites/sites.service';
import { findAccountByEmail, type UserRow } from '../users/user-accounts.service';
import { toUser } from '../users/users.service';
import { signAccessToken, verifyAccessToken } from './access-token';
import { ACTIVE_WITHIN_MS, DAY } from './auth-timings';
import { verifyPassword } from './passwords';
import {
  createSession,
  findActiveUsers,
  findLiveSession,
  revokeSession,
} from './session.repository';

// Sessions: login (password, or a verified sign-up or Google), refresh, logout, who is active.

async function startSession(
  ctx: ServiceContext,
  user: UserRow,
  restaurant: RestaurantRow | undefined,
): Promise<CurrentUser> {
  const now = ctx.clock.now();
  const sessionId = newPublicId(24);
  const newSession = {
    id: sessionId,
    userId: user.id,
    businessId: user.business_id,
    restaurantId: restaurant?.id ?? null,
    expiresAt: new Date(now.getTime() + ctx.config.sessionTtlDays * DAY),
    now,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  };
  await ctx.asTenant(scopeOfUser(user), (tx) => createSession(tx, newSession));
  const actor: Actor = {
    userId: user.id,
    sessionId,
    role: user.role,
    businessId: user.business_id,
    restaurantId: restaurant?.id ?? null,
  };
  const { token, expiresAt } = await signAccessToken(
    actor,
    ctx.config.jwtSecret,
    now,
    ctx.config.accessTokenTtlSeconds,
  );
  const businessId = user.business_id;
  const business =
    businessId === null
      ? undefined
      : await ctx.asTenant(businessId, (tx) => findBusiness(tx, businessId));
  return {
    accessToken: token,
    tokenType: 'bearer',
    expiresAt: expiresAt.toISOString(),
    // The response schema keeps only the session user's fields.
    user: toUser(user, actor),
    business: business ? { id: business.id, name: business.name } : null,
    restaurant: restaurant
      ? { id: restaurant.id, name: restaurant.name, public_key: restaurant.public_key }
      : null,
  };
}

/** The restaurant a session works in: the site's (when logging in on it), else the user's own. */
async function restaurantForSession(ctx: ServiceContext, user: UserRow, publicKey?: string) {
  if (publicKey) {
    const restaurant = await findRestaurantOfPublicKey(ctx, publicKey);
    if (!restaurant) throw notFound('Restaurant');
    if (user.role !== 'admin' && restaurant.business_id !== user.business_id) {
      throw forbidden('This account does not belong to this restaurant');
    }
    return restaurant;
  }
  const businessId = user.business_id;
  if (businessId === null) return undefined;
  return ctx.asTenant(businessId, async (tx) => {
    const own = user.restaurant_id !== null && (await findRestaurant(tx, user.restaurant_id));
    return own || findFirstRestaurant(tx, businessId);
  });
}

function assertCanSignIn(user: UserRow) {
  if (!user.email_verified_at) {
    throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address first');
  }
}

export async function login(
  ctx: ServiceContext,
  form: { username: string; password: string },
  publicKey?: string,
): Promise<CurrentUser> {
  const email = form.username.trim().toLowerCase();
  // Counted as a failure before the password is checked, so parallel guesses see each other.
  await claimLoginAttempt(ctx, email);
  const user = await findAccountByEmail(ctx, email);
  // Always verified against a hash, so unknown users and wrong passwords take the same time.
  const passwordOk = await verifyPassword(user?.password_hash ?? null, form.password);
  // A disabled account answers as a wrong password does, so it tells a guesser nothing.
  if (!user || !passwordOk || user.disabled_at) {
    throw new AppError(401, 'INVALID_CREDENTIALS', 'Wrong email or password');
  }
  await settleLoginSuccess(ctx, email);
  assertCanSignIn(user);
  return startSession(ctx, user, await restaurantForSession(ctx, user, publicKey));
}

/** Sign-in after an external proof of identity (social sign-in): same session as a password login. */
export async function loginVerifiedUser(ctx: ServiceContext, user: UserRow, publicKey?: string) {
  if (user.disabled_at) throw new AppError(403, 'ACCOUNT_DISABLED', 'This account is disabled');
  return startSession(ctx, user, await restaurantForSession(ctx, user, publicKey));
}

/** A new access token for the same live session, never past the session's absolute end. */
export async function refreshToken(ctx: ServiceContext, token: string) {
  const now = ctx.clock.now();
  const claimed = await verifyAccessToken(token, ctx.config.jwtSecret, now);
  const session = await findLiveSession(ctx.system, claimed.sessionId, now);
  if (!session || session.user_id !== claimed.userId) {
    throw new AppError(401, 'SESSION_EXPIRED', 'Your session has ended, please log in again');
  }
  const ttl = Math.min(
    ctx.config.accessTokenTtlSeconds,
    Math.floor((session.expires_at.getTime() - now.getTime()) / 1000),
  );
  const { token: accessToken, expiresAt } = await signAccessToken(
    // The server's record, not the old token's claims, decides what the new token says.
    actorOfSession(session),
    ctx.config.jwtSecret,
    now,
    ttl,
  );
  return { accessToken, expiresAt: expiresAt.toISOString() };
}

export async function logout(ctx: ServiceContext) {
  const sessionId = ctx.actor?.sessionId;
  const ended =
    sessionId !== undefined &&
    (await ctx.asActor((tx) => revokeSession(tx, sessionId, ctx.clock.now())));
  if (!ended) throw new AppError(401, 'NO_ACTIVE_SESSION', 'No active session to logout');
  return { detail: 'Logged out' };
}

export async function listActiveUsers(ctx: ServiceContext) {
  const actor = ctx.actor;
  if (!actor?.businessId) return { items: [] };
  const rows = await ctx.asTenant(actor.businessId, (tx) =>
    findActiveUsers(tx, {
      businessId: actor.businessId!,
      now: ctx.clock.now(),
      activeWithinMs: ACTIVE_WITHIN_MS,
    }),
  );
  return {
    items: rows.map((r) => ({ ...r, last_seen_at: r.last_seen_at.toISOString() })),
  };
}
