import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema/identity';
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = OneTimeCodeRow['purpose'];

export async function insertOneTimeCode(tx: TenantTx, values: typeof oneTimeCodes.$inferInsert) {
  const [row] = await tx.insert(oneTimeCodes).values(values).returning();
  return row!;
}

/** An unused code, by the id a sign-up URL shows or by the hash of the secret a link carries. */
export async function findOpenCode(
  db: SystemDb,
  match: { publicId: string } | { secretHash: string },
  purposes: CodePurpose[],
) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        'publicId' in match
          ? eq(oneTimeCodes.public_id, match.publicId)
          : eq(oneTimeCodes.secret_hash, match.secretHash),
        inArray(oneTimeCodes.purpose, purposes),
        isNull(oneTimeCodes.used_at),
      ),
    );
  return row;
}

export async function findOpenCodeOfUser(tx: TenantTx, userId: number, purposes: CodePurpose[]) {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        tenantFilter(tx, oneTimeCodes.business_id),
        eq(oneTimeCodes.user_id, userId),
        inArray(oneTimeCodes.purpose, purposes),
        isNull(oneTimeCodes.used_at),
      ),
    )
    .orderBy(sql`${oneTimeCodes.id} desc`)
    .limit(1);
  return row;
}

/** Marks the code used only if it still was open: two concurrent uses cannot both win. */
export async function markCodeUsed(tx: TenantTx, id: number, now: Date) {
  const used = await tx
    .update(oneTimeCodes)
    .set({ used_at: now })
    .where(
      and(
        tenantFilter(tx, oneTimeCodes.business_id),
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.used_at),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return used.length > 0;
}

export async function addFailedAttempt(tx: TenantTx, id: number) {
  const [row] = await tx
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(tenantFilter(tx, oneTimeCodes.business_id), eq(oneTimeCodes.id, id)))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? 0;
}

export async function renewCode(
  tx: TenantTx,
  id: number,
  values: { secretHash: string; expiresAt: Date; now: Date },
) {
  await tx
    .update(oneTimeCodes)
    .set({
      secret_hash: values.secretHash,
      expires_at: values.expiresAt,
      attempts: 0,
      created_at: values.now,
    })
    .where(and(tenantFilter(tx, oneTimeCodes.business_id), eq(oneTimeCodes.id, id)));
}

/** A new reset link replaces older ones, so only the latest email works. */
export async function closeOpenCodesOfUser(
  tx: TenantTx,
  userId: number,
  purposes: CodePurpose[],
  now: Date,
) {
  await tx
    .update(oneTimeCodes)
    .set({ used_at: now })
    .where(
      and(
        tenantFilter(tx, oneTimeCodes.business_id),
        eq(oneTimeCodes.user_id, userId),
        inArray(oneTimeCodes.purpose, purposes),
        isNull(oneTimeCodes.used_at),
      ),
    );
}
