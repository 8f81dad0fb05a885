import { eq, type SQL, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/hot-statement';
import { rateLimits } from '../../db/schema/identity';
import type { Executor } from '../../db/tenant-scope';

/** Adds one hit to the key's fixed window (starting a new window when the old one ended). */
export async function addHit(db: Executor, key: string, now: Date, windowMs: number) {
  const [row] = await addHitPrepared(db).execute({
    key,
    now,
    window_start_before: new Date(now.getTime() - windowMs),
  });
  return row!;
}

// Every public write sends it before anything else: built once per database handle, with
// drizzle's own prepare (decision 092).
const addHitPrepared = preparedPerDatabase((db: Executor) => {
  const now = sql.placeholder('now');
  const windowStartBefore = sql.placeholder('window_start_before');
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), window_started_at: now, hits: sql`1` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.window_started_at} <= ${windowStartBefore} then 1 else ${rateLimits.hits} + 1 end`,
        window_started_at: sql`case when ${rateLimits.window_started_at} <= ${windowStartBefore} then ${now}::timestamptz else ${rateLimits.window_started_at} end`,
      },
    })
    .returning({ hits: rateLimits.hits, window_started_at: rateLimits.window_started_at })
    .prepare('rate-limits.add-hit');
});

export async function findWindow(db: Executor, key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row;
}

export async function deleteKey(db: Executor, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes back one hit (an attempt that turned out not to count: refused, or a success). */
export async function removeHit(db: Executor, key: string) {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * Claims one attempt of a back-off run in one statement, so attempts sent side by side each see
 * the others: counted as a failure now (a success deletes the run), unless the run's wait is not
 * over, in which case nothing changes and nothing is returned. The wait after `hits` failures is
 * `delayMsSql(hits)`; a run quiet for `forgetAfterMs` starts again from one.
 */
export async function claimRunAttempt(
  db: Executor,
  key: string,
  now: Date,
  forgetAfterMs: number,
  delayMsSql: (hits: SQL) => SQL,
) {
  const forgottenBefore = new Date(now.getTime() - forgetAfterMs);
  const lastMs = sql`(extract(epoch from ${rateLimits.window_started_at}) * 1000)`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_started_at: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.window_started_at} <= ${forgottenBefore} then 1 else ${rateLimits.hits} + 1 end`,
        window_started_at: now,
      },
      setWhere: sql`${rateLimits.window_started_at} <= ${forgottenBefore} or ${lastMs} + ${delayMsSql(sql`${rateLimits.hits}`)} <= ${now.getTime()}::double precision`,
    })
    .returning({ hits: rateLimits.hits });
  return row;
}
