import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Internal identifiers are bigint identities, read as JS numbers (safe below 2^53). */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
/** A timestamp set when the row is written: `created_at`, `updated_at`, `last_seen_at`. */
export const stampedAt = (name = 'created_at') =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
