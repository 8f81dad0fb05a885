import { eq, lte } from 'drizzle-orm';
import { oauthStates } from '../../db/schema/identity';
import type { Executor } from '../../db/tenant-scope';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export async function insertOAuthState(db: Executor, values: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(values);
}

/**
 * Takes the state out of the table: deleting is consuming, so two requests with the same state
 * cannot both get the row, whichever API process serves them.
 */
export async function consumeOAuthState(db: Executor, state: string) {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row;
}

/** Sign-ins that were started and abandoned would otherwise stay forever. */
export async function deleteExpiredOAuthStates(db: Executor, now: Date) {
  await db.delete(oauthStates).where(lte(oauthStates.expires_at, now));
}
