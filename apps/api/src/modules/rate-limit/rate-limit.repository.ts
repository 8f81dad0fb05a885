import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/identity';
import type { Executor } from '../../db/tenant-scope';

/** Adds one hit to the key's fixed window (starting a new window when the old one ended). */
export async function addHit(db: Executor, key: string, now: Date, windowMs: number) {
  const windowStartBefore = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_started_at: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.window_started_at} <= ${windowStartBefore} then 1 else ${rateLimits.hits} + 1 end`,
        window_started_at: sql`case when ${rateLimits.window_started_at} <= ${windowStartBefore} then ${now} else ${rateLimits.window_started_at} end`,
      },
    })
    .returning({ hits: rateLimits.hits, window_started_at: rateLimits.window_started_at });
  return row!;
}

/**
 * A back-off key's row holds the run of failures (`hits`) and when the last one happened
 * (`window_started_at`); a run quiet for `forgetAfterMs` starts again from one.
 */
export async function addFailureToRun(db: Executor, key: string, now: Date, forgetAfterMs: number) {
  const forgottenBefore = new Date(now.getTime() - forgetAfterMs);
  await db
    .insert(rateLimits)
    .values({ key, window_started_at: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.window_started_at} <= ${forgottenBefore} then 1 else ${rateLimits.hits} + 1 end`,
        window_started_at: now,
      },
    });
}

export async function findWindow(db: Executor, key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row;
}

export async function deleteKey(db: Executor, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
