import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { AppError, notFound, TooManyRequestsError } from '../../shared/app-error';
import { type ServiceContext, scopeOfUser } from '../../shared/context';
import { hashSecret, newSixDigitCode } from '../../shared/secrets';
import { consumeAttempt, RATE_RULES } from '../rate-limit/rate-limit.service';
import { changeAccount, findAccount, findAccountByEmail } from '../users/user-accounts.service';
import { loginVerifiedUser } from './auth.service';
import {
  MINUTE,
  SAME_ANSWER_RESEND,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
} from './auth-timings';
import { sendInvitation } from './invitations.service';
import { scopeOfCode } from './link-tokens';
import {
  addFailedAttempt,
  findOpenCode,
  findOpenCodeOfUser,
  markCodeUsed,
  type OneTimeCodeRow,
  renewCode,
} from './one-time-code.repository';
import { sendVerificationCode } from './signup.service';

export async function verifySignup(
  ctx: ServiceContext,
  signUpTempId: string,
  code: string,
  purpose: 'signup_verification' | 'demo_verification',
): Promise<CurrentUser> {
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
