import { AppError } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { hashSecret } from '../../shared/secrets';
import { changeAccount, findAccount, findAccountByEmail } from '../users/user-accounts.service';
import { passwordResetEmail } from './auth-emails';
import { MINUTE, RESET_TOKEN_TTL_MINUTES, SAME_ANSWER_RESET } from './auth-timings';
import { issueLinkToken, scopeOfCode } from './link-tokens';
import { findOpenCode, markCodeUsed } from './one-time-code.repository';
import { hashPassword } from './passwords';
import { revokeSessionsOfUser } from './session.repository';

export async function sendResetEmail(ctx: ServiceContext, email: string) {
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
