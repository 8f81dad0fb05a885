import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../client';
import { subscriptions } from '../schema/billing';
import { users } from '../schema/identity';
import { businesses, restaurants } from '../schema/tenancy';
import { DEMO, seedDemo } from './demo-seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function counts() {
  const db = database.db;
  const [[b], [r], [u], [s]] = await Promise.all([
    db.select({ n: count() }).from(businesses),
    db.select({ n: count() }).from(restaurants),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(subscriptions),
  ]);
  return { businesses: b!.n, restaurants: r!.n, users: u!.n, subscriptions: s!.n };
}

describe('demo seed', () => {
  it('seeds both businesses and every demo user once, and is idempotent', async () => {
    expect(await seedDemo(database.db, { password: 'demo-password' })).toBe(true);
    const first = await counts();
    expect(first).toEqual({ businesses: 2, restaurants: 3, users: 5, subscriptions: 2 });
    expect(await seedDemo(database.db, { password: 'demo-password' })).toBe(false);
    expect(await counts()).toEqual(first);
    const emails = (await database.db.select({ email: users.email }).from(users)).map(
      (u) => u.email,
    );
    expect(emails.sort()).toEqual(Object.values(DEMO.users).sort());
  });
});
