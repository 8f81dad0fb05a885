import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema/orders';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export interface IdempotencyClaim {
  businessId: number;
  operation: string;
  key: string;
  requestHash: string;
}

/**
 * Claims the key: true when this request is its first. A second request with the same key waits
 * here on the unique index until the first one's transaction ends, then finds its row.
 */
export async function claimKey(tx: TenantTx, claim: IdempotencyClaim): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({
      business_id: claim.businessId,
      operation: claim.operation,
      key: claim.key,
      request_hash: claim.requestHash,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return inserted.length === 1;
}

export async function findKey(tx: TenantTx, claim: Omit<IdempotencyClaim, 'requestHash'>) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        tenantFilter(tx, idempotencyKeys.business_id),
        eq(idempotencyKeys.operation, claim.operation),
        eq(idempotencyKeys.key, claim.key),
      ),
    );
  return row;
}

export async function saveAnswer(
  tx: TenantTx,
  claim: Omit<IdempotencyClaim, 'requestHash'>,
  answer: { statusCode: number; body: unknown },
) {
  await tx
    .update(idempotencyKeys)
    .set({ status_code: answer.statusCode, response: answer.body })
    .where(
      and(
        tenantFilter(tx, idempotencyKeys.business_id),
        eq(idempotencyKeys.operation, claim.operation),
        eq(idempotencyKeys.key, claim.key),
      ),
    );
}

/** Keys are kept a day: long enough for any retry, short enough to stay small. */
export async function deleteKeysOlderThan(tx: TenantTx, before: Date) {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(tenantFilter(tx, idempotencyKeys.business_id), lt(idempotencyKeys.created_at, before)),
    );
}
