import type {
  CurrentUser,
  InviteUserBody,
  SignupBody,
  SignupDemoBody,
} from '@coperto/shared/auth/auth.schemas';
import { canAssignRole } from '@coperto/shared/auth/permissions';
import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import { runAsPlatform } from '../../db/system-access';
import type { BusinessScope, TenantTx } from '../../db/tenant-scope';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  ruleBroken,
  TooManyRequestsError,
} from '../../shared/app-error';
import { type Actor, actorOfSession, type ServiceContext, scopeOfUser } from '../../shared/context';
import { hashSecret, newPublicId, newSixDigitCode } from '../../shared/secrets';
import {
  claimLoginAttempt,
  consumeAttempt,
  RATE_RULES,
  settleLoginSuccess,
} from '../rate-limit/rate-limit.service';
import { deriveHostname } from '../restaurants/restaurants.service';
import {
  addBusiness,
  addRestaurant,
  findBusiness,
  findFirstRestaurant,
  findRestaurant,
  type RestaurantRow,
} from '../restaurants/tenant-restaurants.service';
import { findRestaurantOfPublicKey, findTrialRestaurantRow } from '../sites/sites.service';
import { DEMO_TRIAL_DAYS, TRIAL_DAYS, TRIAL_PLAN_CODE } from '../subscriptions/plan-catalogue';
import { findPlanOfCode, startSubscription } from '../subscriptions/subscriptions.service';
import {
  addAccount,
  changeAccount,
  findAccount,
  findAccountByEmail,
  type UserRow,
} from '../users/user-accounts.service';
import { isPendingInvitation, toUser } from '../users/users.service';
import { signAccessToken, verifyAccessToken } from './access-token';
import { invitationEmail, passwordResetEmail, verificationCodeEmail } from './auth-emails';
import {
  addFailedAttempt,
  type CodePurpose,
  closeOpenCodesOfUser,
  findOpenCode,
  findOpenCodeOfUser,
  insertOneTimeCode,
  markCodeUsed,
  type OneTimeCodeRow,
  renewCode,
} from './one-time-code.repository';
import { hashPassword, verifyPassword } from './passwords';
import {
  createSession,
  findActiveUsers,
  findLiveSession,
  revokeSession,
  revokeSessionsOfUser,
} from './session.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const INVITATION_TTL_DAYS = 7;
/** A user counts as active when their live session made a request this recently. */
const ACTIVE_WITHIN_MS = 15 * MINUTE;

const SAME_ANSWER_RESET =
  'If an account exists for this email, we have sent a link to reset the password.';
const SAME_ANSWER_RESEND = 'If an account is waiting for this email, we have sent it again.';

// ---------------------------------------------------------------- sessions

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

// ---------------------------------------------------------------- sign-up

async function issueVerificationCode(
  ctx: ServiceContext,
  tx: TenantTx,
  user: UserRow,
  purpose: Extract<CodePurpose, 'signup_verification' | 'demo_verification'>,
) {
  const publicId = newPublicId();
  const code = newSixDigitCode();
  const expiresAt = new Date(ctx.clock.now().getTime() + VERIFICATION_CODE_TTL_MINUTES * MINUTE);
  await insertOneTimeCode(tx, {
    public_id: publicId,
    business_id: user.business_id,
    user_id: user.id,
    purpose,
    secret_hash: hashSecret(`${publicId}:${code}`),
    expires_at: expiresAt,
    created_at: ctx.clock.now(),
  });
  return { publicId, code, expiresAt };
}

async function sendVerificationCode(ctx: ServiceContext, user: UserRow, code: string) {
  await ctx.mail.send({
    ...verificationCodeEmail(user.email, code, VERIFICATION_CODE_TTL_MINUTES),
    businessId: user.business_id,
  });
}

interface NewAccount {
  businessName: string;
  vatNumber?: string;
  address?: SignupBody['address'];
  restaurant: Partial<RestaurantRow> & { name: string; languages: string[] };
  owner: { name: string; surname: string; email: string; password: string };
  planCode: string;
  trialDays: number;
  isDemo: boolean;
}

/** Business, first restaurant, owner (unverified) and trial subscription, all or nothing. */
async function createAccount(
  ctx: ServiceContext,
  account: NewAccount,
  purpose: 'signup_verification' | 'demo_verification',
) {
  await consumeAttempt(ctx, RATE_RULES.signupPerIp, ctx.ip);
  const email = account.owner.email;
  if (await findAccountByEmail(ctx, email)) {
    throw conflict('An account with this email already exists', { email: 'Already registered' });
  }
  const plan = await findPlanOfCode(ctx, account.planCode);
  if (!plan) throw badRequest('Unknown plan', { plan_code: 'Unknown plan' });
  const passwordHash = await hashPassword(account.owner.password);
  const now = ctx.clock.now();
  const hostname = await deriveHostname(ctx.system, account.restaurant.name, ctx.config.publicUrl);
  // The business does not exist until this commits: the one tenant-less write of the app.
  const { user, verification } = await runAsPlatform(ctx.system, async (tx) => {
    const business = await addBusiness(tx, {
      name: account.businessName,
      vat_number: account.vatNumber ?? '',
      address: account.address ?? EMPTY_ADDRESS,
      is_demo: account.isDemo,
      created_at: now,
      updated_at: now,
    });
    const {
      languages,
      id: _id,
      business_id: _b,
      public_key: _k,
      created_at: _c,
      ...fields
    } = account.restaurant;
    const restaurant = await addRestaurant(tx, {
      theme: DEFAULT_THEME_COLORS,
      address: account.address ?? EMPTY_ADDRESS,
      ...fields,
      is_trial: false,
      show_in_logo_slider: false,
      deleted_at: null,
      business_id: business.id,
      public_key: newPublicId(12),
      last_updated: now,
      created_at: now,
      hostnames: [hostname],
      languages,
    });
    const owner = await addAccount(tx, {
      business_id: business.id,
      restaurant_id: restaurant.id,
      role: 'owner',
      email,
      password_hash: passwordHash,
      name: account.owner.name,
      surname: account.owner.surname,
      address: EMPTY_ADDRESS,
      created_at: now,
      updated_at: now,
    });
    await startSubscription(tx, {
      business_id: business.id,
      plan_id: plan.id,
      status: 'trialing',
      current_period_end: new Date(now.getTime() + account.trialDays * DAY),
      created_at: now,
    });
    return { user: owner, verification: await issueVerificationCode(ctx, tx, owner, purpose) };
  });
  // The account exists now: a mail failure must not hide its id, or the owner could never verify.
  const emailSent = await sendVerificationCode(ctx, user, verification.code).then(
    () => true,
    (error: unknown) => {
      ctx.log.error({ err: error, userId: user.id }, 'sign-up code not sent');
      return false;
    },
  );
  return {
    signUpTempId: verification.publicId,
    email: user.email,
    expiresAt: verification.expiresAt.toISOString(),
    email_sent: emailSent,
  };
}

export function signup(ctx: ServiceContext, body: SignupBody) {
  return createAccount(
    ctx,
    {
      businessName: body.business_name,
      vatNumber: body.vat_number,
      address: body.address,
      restaurant: { name: body.restaurant_name, languages: ['it', 'en'] },
      owner: { name: body.name, surname: body.surname, email: body.email, password: body.password },
      planCode: body.plan_code ?? TRIAL_PLAN_CODE,
      trialDays: TRIAL_DAYS,
      isDemo: false,
    },
    'signup_verification',
  );
}

/** A demo trial starts from the trial restaurant's look and texts (menus follow in later issues). */
export async function signupDemo(ctx: ServiceContext, body: SignupDemoBody) {
  const template = await findTrialRestaurantRow(ctx);
  const restaurantName = body.restaurant_name ?? `Ristorante di ${body.name}`;
  return createAccount(
    ctx,
    {
      businessName: `${body.name} ${body.surname}`,
      restaurant: {
        name: restaurantName,
        languages: ['it', 'en'],
        ...(template && {
          description: template.description,
          font: template.font,
          theme: template.theme,
          image_url: template.image_url,
          alt_image_url: template.alt_image_url,
          logo_url: template.logo_url,
          time_zone: template.time_zone,
        }),
      },
      owner: { name: body.name, surname: body.surname, email: body.email, password: body.password },
      planCode: TRIAL_PLAN_CODE,
      trialDays: DEMO_TRIAL_DAYS,
      isDemo: true,
    },
    'demo_verification',
  );
}

/** Checks a sign-up code: bounded attempts, expiry, single use; success signs the owner in. */
export async function verifySignup(
  ctx: ServiceContext,
  signUpTempId: string,
  code: string,
  purpose: 'signup_verification' | 'demo_verification',
): Promise<CurrentUser> {
  await consumeAttempt(ctx, RATE_RULES.verificationPerIp, ctx.ip);
  const pending = await findOpenCode(ctx.system, { publicId: signUpTempId }, [purpose]);
  if (!pending) throw notFound('Sign-up');
  assertCodeUsable(ctx, pending);
  if (hashSecret(`${signUpTempId}:${code}`) !== pending.secret_hash) {
    const attempts = await ctx.asTenant(scopeOfCode(pending), (tx) =>
      addFailedAttempt(tx, pending.id),
    );
    const left = Math.max(0, VERIFICATION_MAX_ATTEMPTS - attempts);
    throw new AppError(
      400,
      'INVALID_CODE',
      left > 0
        ? `Wrong code: ${left} attempt${left === 1 ? '' : 's'} left`
        : 'Wrong code: no attempts left, ask for a new code',
      { code: 'Wrong code' },
    );
  }
  const now = ctx.clock.now();
  const user = await ctx.asTenant(scopeOfCode(pending), async (tx) => {
    if (!(await markCodeUsed(tx, pending.id, now))) throw notFound('Sign-up');
    return changeAccount(tx, {
      id: pending.user_id,
      changes: { email_verified_at: now, updated_at: now },
    });
  });
  return loginVerifiedUser(ctx, user!);
}

/** A code belongs to its user's business; only a platform admin's codes have none. */
function scopeOfCode(row: OneTimeCodeRow): BusinessScope {
  return row.business_id ?? 'platform';
}

function assertCodeUsable(ctx: ServiceContext, row: OneTimeCodeRow) {
  if (row.attempts >= VERIFICATION_MAX_ATTEMPTS) {
    // This code is spent: a new code works at once; retrying this one answers 422 once it expires.
    const secondsLeft = (row.expires_at.getTime() - ctx.clock.now().getTime()) / 1000;
    throw new TooManyRequestsError(
      'Too many wrong codes: ask for a new code',
      secondsLeft,
      'TOO_MANY_ATTEMPTS',
    );
  }
  if (row.expires_at <= ctx.clock.now()) {
    throw new AppError(422, 'CODE_EXPIRED', 'This code has expired: ask for a new code');
  }
}

/** A fresh code for the same sign-up id (the old one stops working). */
export async function resendSignupCode(ctx: ServiceContext, signUpTempId: string) {
  const pending = await findOpenCode(ctx.system, { publicId: signUpTempId }, [
    'signup_verification',
    'demo_verification',
  ]);
  if (!pending) throw notFound('Sign-up');
  await consumeAttempt(ctx, RATE_RULES.resendPerAccount, String(pending.user_id));
  const code = newSixDigitCode();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * MINUTE);
  const user = await ctx.asTenant(scopeOfCode(pending), async (tx) => {
    const owner = await findAccount(tx, pending.user_id);
    if (!owner) throw notFound('Sign-up');
    await renewCode(tx, pending.id, {
      secretHash: hashSecret(`${signUpTempId}:${code}`),
      expiresAt,
      now,
    });
    return owner;
  });
  await sendVerificationCode(ctx, user, code);
  return { signUpTempId, email: user.email, expiresAt: expiresAt.toISOString(), email_sent: true };
}

/** Sends again whatever the account is waiting for: its sign-up code or its invitation link. */
export async function resendEmail(ctx: ServiceContext, email: string) {
  await consumeAttempt(ctx, RATE_RULES.resetPerIp, ctx.ip);
  const user = await findAccountByEmail(ctx, email);
  if (!user || user.disabled_at || user.email_verified_at) return { detail: SAME_ANSWER_RESEND };
  await consumeAttempt(ctx, RATE_RULES.resendPerAccount, String(user.id));
  const pending = await ctx.asTenant(scopeOfUser(user), (tx) =>
    findOpenCodeOfUser(tx, user.id, ['signup_verification', 'demo_verification']),
  );
  if (pending) {
    await resendSignupCode(ctx, pending.public_id);
  } else if (user.business_id !== null) {
    await sendInvitation(ctx, user, user.business_id);
  }
  return { detail: SAME_ANSWER_RESEND };
}

// ---------------------------------------------------------------- link tokens

async function issueLinkToken(
  ctx: ServiceContext,
  user: UserRow,
  purpose: 'password_reset' | 'invitation',
  ttlMs: number,
) {
  const now = ctx.clock.now();
  const token = newPublicId(32);
  await ctx.asTenant(scopeOfUser(user), async (tx) => {
    await closeOpenCodesOfUser(tx, user.id, [purpose], now);
    await insertOneTimeCode(tx, {
      public_id: newPublicId(),
      business_id: user.business_id,
      user_id: user.id,
      purpose,
      secret_hash: hashSecret(token),
      expires_at: new Date(now.getTime() + ttlMs),
      created_at: now,
    });
  });
  return token;
}

export async function sendResetEmail(ctx: ServiceContext, email: string) {
  await consumeAttempt(ctx, RATE_RULES.resetPerIp, ctx.ip);
  await consumeAttempt(ctx, RATE_RULES.resetPerAccount, email);
  const user = await findAccountByEmail(ctx, email);
  if (user && !user.disabled_at) {
    const token = await issueLinkToken(
      ctx,
      user,
      'password_reset',
      RESET_TOKEN_TTL_MINUTES * MINUTE,
    );
    const link = `${ctx.config.publicUrl}/dashboard/reset-password?token=${token}`;
    await ctx.mail.send({
      ...passwordResetEmail(user.email, link, RESET_TOKEN_TTL_MINUTES),
      businessId: user.business_id,
    });
  }
  return { detail: SAME_ANSWER_RESET };
}

/** Sets the password from a reset or invitation link: single use, expiring, ends other sessions. */
export async function resetPassword(ctx: ServiceContext, token: string, password: string) {
  await consumeAttempt(ctx, RATE_RULES.verificationPerIp, ctx.ip);
  const row = await findOpenCode(ctx.system, { secretHash: hashSecret(token) }, [
    'password_reset',
    'invitation',
  ]);
  const now = ctx.clock.now();
  if (!row || row.expires_at <= now) {
    throw new AppError(400, 'INVALID_TOKEN', 'This link is invalid or has expired', {
      token: 'Invalid or expired link',
    });
  }
  const passwordHash = await hashPassword(password);
  await ctx.asTenant(scopeOfCode(row), async (tx) => {
    if (!(await markCodeUsed(tx, row.id, now))) {
      throw new AppError(400, 'INVALID_TOKEN', 'This link is invalid or has expired');
    }
    const user = await findAccount(tx, row.user_id);
    await changeAccount(tx, {
      id: row.user_id,
      changes: {
        password_hash: passwordHash,
        // Opening the emailed link proves the address.
        email_verified_at: user?.email_verified_at ?? now,
        updated_at: now,
      },
    });
    await revokeSessionsOfUser(tx, row.user_id, now);
  });
  return { detail: 'Password saved: you can now log in' };
}

// ---------------------------------------------------------------- invitations

async function sendInvitation(ctx: ServiceContext, user: UserRow, businessId: number) {
  const business = await ctx.asTenant(businessId, (tx) => findBusiness(tx, businessId));
  const token = await issueLinkToken(ctx, user, 'invitation', INVITATION_TTL_DAYS * DAY);
  // The same page as a reset link: the invitee chooses a password, which also verifies the email.
  const link = `${ctx.config.publicUrl}/dashboard/reset-password?token=${token}`;
  await ctx.mail.send({
    ...invitationEmail(user.email, link, business?.name ?? 'Coperto', INVITATION_TTL_DAYS),
    businessId,
  });
}

/**
 * An owner or manager invites a user of their business with a role at or below their own.
 * Inviting again someone who has not accepted yet (a lost mail, an expired link) takes the new
 * role and restaurant and sends a fresh link; any other address already in use is a conflict.
 */
export async function inviteUser(ctx: ServiceContext, body: InviteUserBody) {
  const actor = ctx.actor!;
  if (!canAssignRole(actor.role, body.role)) {
    throw forbidden(`You cannot invite a user with the role ${body.role}`);
  }
  const businessId = actor.businessId;
  if (businessId === null) throw ruleBroken('Only users of a business can invite to it');
  const restaurantId = body.restaurant_id ?? actor.restaurantId;
  if (restaurantId !== null) {
    const restaurant = await ctx.asTenant(businessId, (tx) => findRestaurant(tx, restaurantId));
    if (!restaurant)
      throw badRequest('Unknown restaurant', { restaurant_id: 'Unknown restaurant' });
  }
  const existing = await findAccountByEmail(ctx, body.email);
  const invitesAgain =
    existing !== undefined &&
    existing.business_id === businessId &&
    existing.disabled_at === null &&
    isPendingInvitation(existing) &&
    canAssignRole(actor.role, existing.role);
  if (existing && !invitesAgain) {
    throw conflict('A user with this email already exists', { email: 'Already in use' });
  }
  const now = ctx.clock.now();
  const invited = {
    restaurant_id: restaurantId,
    role: body.role,
    name: body.name ?? existing?.name ?? '',
    surname: body.surname ?? existing?.surname ?? '',
    updated_at: now,
  };
  const user = await ctx.asTenant(businessId, async (tx) =>
    existing
      ? (await changeAccount(tx, { id: existing.id, changes: invited }))!
      : addAccount(tx, {
          ...invited,
          business_id: businessId,
          email: body.email,
          address: EMPTY_ADDRESS,
          created_at: now,
        }),
  );
  await sendInvitation(ctx, user, businessId);
  return toUser(user, actor);
}
