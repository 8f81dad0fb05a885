import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { expenseCategories, expenses, suppliers } from '../../db/schema/expenses';
import { restaurants } from '../../db/schema/tenancy';
import { runAsTenant } from '../../db/tenant-scope';
import { eitherWay, itShowsEachTenantOnlyItsRows, openTwoTenants } from '../../test/two-tenants';
import { ensureDefaultCategories } from './expenses.repository';

let database: DatabaseHandle;
let demoId: number;
let otherId: number;

/** One supplier, the default categories and one expense of the business, written as it would. */
async function seedBusiness(businessId: number) {
  const [restaurant] = await database.db
    .select()
    .from(restaurants)
    .where(eq(restaurants.business_id, businessId))
    .limit(1);
  await runAsTenant(database.db, businessId, async (tx) => {
    await ensureDefaultCategories(tx, businessId);
    const [supplier] = await tx
      .insert(suppliers)
      .values({ business_id: businessId, name: `Fornitore ${businessId}` })
      .returning();
    const [category] = await tx.select().from(expenseCategories).limit(1);
    await tx.insert(expenses).values({
      business_id: businessId,
      restaurant_id: restaurant!.id,
      supplier_id: supplier!.id,
      category_id: category!.id,
      amount_cents: 10_000,
      vat_rate_code: 'IT22',
      vat_rate_bp: 2200,
      amount_vat_cents: 2200,
      amount_gross_cents: 12_200,
      date_created: '2026-03-01',
    });
  });
}

beforeAll(async () => {
  ({ database, demoId, otherId } = await openTwoTenants());
  await seedBusiness(demoId);
  await seedBusiness(otherId);
});
afterAll(() => database.close());

const TABLES = {
  suppliers,
  expense_categories: expenseCategories,
  expenses,
} as const;

describe('Row Level Security on the supplier and expense tables', () => {
  itShowsEachTenantOnlyItsRows(TABLES, () => ({ database, demoId, otherId }));

  it("cannot write into, change or delete another business's rows, either way", async () => {
    for (const [mine, theirsId] of eitherWay({ demoId, otherId })) {
      const before = await database.db
        .select()
        .from(expenses)
        .where(eq(expenses.business_id, theirsId));
      const theirs = before[0]!;
      const { id: _id, ...copy } = theirs;
      await expect(
        runAsTenant(database.db, mine, (tx) => tx.insert(expenses).values(copy)),
      ).rejects.toThrow();
      await expect(
        runAsTenant(database.db, mine, (tx) =>
          tx.insert(suppliers).values({ business_id: theirsId, name: 'Rubato' }),
        ),
      ).rejects.toThrow();
      await runAsTenant(database.db, mine, async (tx) => {
        await tx
          .update(expenses)
          .set({ paid_on: '2026-03-02', description: 'Rubata' })
          .where(eq(expenses.id, theirs.id));
        await tx
          .update(suppliers)
          .set({ name: 'Rubato' })
          .where(eq(suppliers.id, theirs.supplier_id));
        await tx
          .update(expenseCategories)
          .set({ name: 'Rubata' })
          .where(eq(expenseCategories.id, theirs.category_id));
        await tx.delete(expenses).where(eq(expenses.id, theirs.id));
      });
      const after = await database.db
        .select()
        .from(expenses)
        .where(eq(expenses.business_id, theirsId));
      expect(after).toEqual(before);
      const [supplier] = await database.db
        .select()
        .from(suppliers)
        .where(eq(suppliers.id, theirs.supplier_id));
      expect(supplier!.name).not.toBe('Rubato');
      const [category] = await database.db
        .select()
        .from(expenseCategories)
        .where(eq(expenseCategories.id, theirs.category_id));
      expect(category!.name).not.toBe('Rubata');
    }
  });

  it('refuses rows the rules forbid, whatever the API let through', async () => {
    const [row] = await database.db.select().from(expenses).limit(1);
    const { id: _id, ...copy } = row!;
    for (const bad of [
      { amount_cents: -1, amount_gross_cents: 2199 },
      { amount_gross_cents: 12_201 },
      { amount_vat_cents: -100, amount_gross_cents: 9900 },
      { date_created: '1925-01-01' },
      { expiry_date: '2125-01-01' },
      { vat_rate_code: null },
    ]) {
      await expect(database.db.insert(expenses).values({ ...copy, ...bad })).rejects.toThrow();
    }
    await expect(
      database.db.insert(suppliers).values({ business_id: demoId, name: '' }),
    ).rejects.toThrow();
    // The same default category twice in a business.
    await expect(
      database.db
        .insert(expenseCategories)
        .values({ business_id: demoId, key: 'food', name: 'Cibo' }),
    ).rejects.toThrow();
  });
});
