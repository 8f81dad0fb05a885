import { createHash } from 'node:crypto';
import type { TenantTx } from '../../db/tenant-scope';
import { conflict } from '../../shared/app-error';
import { claimKey, deleteKeysOlderThan, findKey, saveAnswer } from './idempotency.repository';

export interface KeyedAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this is the first request's answer given again. */
  replayed: boolean;
}

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The same body always hashes the same, whatever order its keys came in. */
export function requestHash(body: unknown): string {
  const canonical = JSON.stringify(body, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('base64url');
}

type Answer<T> = { statusCode: number; body: T };

/**
 * Runs a public create once per key (DESIGN.md §10), inside the caller's tenant transaction: the
 * key commits with what `work` wrote, or not at all when it fails. The same key with the same
 * body answers the first result; with another body, 409.
 *
 * The answer is saved when `work` returns, or earlier when `work` hands it to `saveEarly` and
 * then returns that same answer: a create that knows its answer before it takes the rows every
 * other request waits on saves it first, and holds those rows one statement less (decision 085).
 */
export async function onceForKey<T>(
  tx: TenantTx,
  key: { businessId: number; operation: string; key: string; body: unknown; now: Date },
  work: (saveEarly: (answer: Answer<T>) => Promise<void>) => Promise<Answer<T>>,
): Promise<KeyedAnswer<T>> {
  const claim = {
    businessId: key.businessId,
    operation: key.operation,
    key: key.key,
    requestHash: requestHash(key.body),
    // Written on the clock expiry is counted on: with the database's own, a service clock ahead of
    // it (a test's) made the cleanup below delete the key just claimed, and a replay made a second
    // order.
    createdAt: key.now,
  };
  if (await claimKey(tx, claim)) {
    // Expired keys go now and then, on the way of a new one.
    if (Math.random() < 0.01)
      await deleteKeysOlderThan(tx, new Date(key.now.getTime() - KEY_LIFETIME_MS));
    let saved: Answer<T> | undefined;
    const answer = await work(async (early) => {
      await saveAnswer(tx, claim, early);
      saved = early;
    });
    if (answer !== saved) await saveAnswer(tx, claim, answer);
    return { ...answer, replayed: false };
  }
  const first = await findKey(tx, claim);
  if (!first || first.request_hash !== claim.requestHash || first.status_code === null) {
    throw conflict('This Idempotency-Key was already used for a different request', {
      'Idempotency-Key': 'Used for a different request: make a new key for a new order',
    });
  }
  return { statusCode: first.status_code, body: first.response as T, replayed: true };
}
