import { and, eq, lt, sql } from 'drizzle-orm';
import { hotStatement, placeholdersFor } from '../../db/hot-statement';
import { idempotencyKeys } from '../../db/schema/orders';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export interface IdempotencyClaim {
  businessId: number;
  operation: string;
  key: string;
  requestHash: string;
  /** The service's clock, the one expiry is counted on (not the database's). */
  createdAt: Date;
}

/**
 * Claims the key: true when this request is its first. A second request with the same key waits
 * here on the unique index until the first one's transaction ends, then finds its row.
 */
export async function claimKey(tx: TenantTx, claim: IdempotencyClaim): Promise<boolean> {
  const inserted = await insertKey(tx, {
    business_id: claim.businessId,
    operation: claim.operation,
    key: claim.key,
    request_hash: claim.requestHash,
    created_at: claim.createdAt,
  });
  return inserted.length === 1;
}

// Every keyed create sends these two: built once (decision 092).
const insertKey = hotStatement('idempotency.claim', (tx) =>
  tx
    .insert(idempotencyKeys)
    .values(placeholdersFor(['business_id', 'operation', 'key', 'request_hash', 'created_at']))
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id }),
);

const updateAnswer = hotStatement('idempotency.answer', (tx) =>
  tx
    .update(idempotencyKeys)
    // drizzle's types take no placeholder in `set`, its builder does (each with its column's encoder).
    .set(placeholdersFor(['status_code', 'response']) as unknown as { status_code: number })
    .where(
      and(
        eq(idempotencyKeys.business_id, sql.placeholder('business_id')),
        eq(idempotencyKeys.operation, sql.placeholder('operation')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    ),
);

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
  await updateAnswer(tx, {
    status_code: answer.statusCode,
    response: answer.body,
    business_id: claim.businessId,
    operation: claim.operation,
    key: claim.key,
  });
}

/** Keys are kept a day: long enough for any retry, short enough to stay small. */
export async function deleteKeysOlderThan(tx: TenantTx, before: Date) {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(tenantFilter(tx, idempotencyKeys.business_id), lt(idempotencyKeys.created_at, before)),
    );
}
