import type { BusinessScope } from '../../db/tenant-scope';
import type { ServiceContext } from '../../shared/context';
import { scopeOfUser } from '../../shared/context';
import { hashSecret, newPublicId } from '../../shared/secrets';
import type { UserRow } from '../users/user-accounts.service';
import {
  closeOpenCodesOfUser,
  insertOneTimeCode,
  type OneTimeCodeRow,
} from './one-time-code.repository';

/** The tenant a code or link belongs to: its user's business, or the platform's for an admin. */
export function scopeOfCode(row: OneTimeCodeRow): BusinessScope {
  return row.business_id ?? 'platform';
}

// Links by email (reset, invitation): a random token whose hash is stored, usable once.

export async function issueLinkToken(
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
