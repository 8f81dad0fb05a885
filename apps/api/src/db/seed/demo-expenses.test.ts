import { isValidItalianVatNumber } from '@coperto/shared/common/italian-tax-ids';
import { calendarDayIn } from '@coperto/shared/expenses/expense-amounts';
import { isValidIban } from '@coperto/shared/expenses/iban';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../client';
import { expenseCategories, expenses, suppliers } from '../schema/expenses';
import { businesses } from '../schema/tenancy';
import { seedDemo } from './demo-seed';

let database: DatabaseHandle;
const now = new Date('2026-11-26T10:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { password: 'demo-password', now, orderHistory: true });
});
afterAll(() => database.close());

describe('the demo’s suppliers and expenses', () => {
  it('gives the demo business its suppliers, with valid VAT numbers and IBANs', async () => {
    const [demo] = await database.db.select().from(businesses).orderBy(businesses.id).limit(1);
    const rows = await database.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.business_id, demo!.id));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((s) => isValidItalianVatNumber(s.vat_number))).toBe(true);
    expect(rows.filter((s) => s.iban !== '').every((s) => isValidIban(s.iban))).toBe(true);
    const categories = await database.db.select().from(expenseCategories);
    expect(categories.map((c) => c.key)).toContain('food');
  });

  it('spans a year that adds up, with one bill overdue and one due this week', async () => {
    const rows = await database.db.select().from(expenses);
    const today = calendarDayIn(now, 'Europe/Rome');
    expect(rows.length).toBeGreaterThan(200);
    const days = rows.map((r) => r.date_created).sort();
    expect(days[0]! < '2026-01-01').toBe(true);
    expect(days.at(-1)! <= today).toBe(true);
    expect(rows.every((r) => r.amount_cents + r.amount_vat_cents === r.amount_gross_cents)).toBe(
      true,
    );
    const unpaid = rows.filter((r) => r.paid_on === null);
    expect(unpaid.filter((r) => r.expiry_date !== null && r.expiry_date < today)).toHaveLength(1);
    const week = unpaid.filter(
      (r) => r.expiry_date !== null && r.expiry_date >= today && r.expiry_date <= '2026-12-03',
    );
    expect(week).toHaveLength(1);
    expect(unpaid.length).toBeGreaterThan(2);
  });

  it('is the same on every start', async () => {
    const again = await openTestDatabase();
    try {
      await seedDemo(again.db, { password: 'demo-password', now, orderHistory: true });
      const strip = (r: typeof expenses.$inferSelect) => [
        r.invoice_number,
        r.amount_gross_cents,
        r.date_created,
        r.paid_on,
      ];
      const first = (await database.db.select().from(expenses).orderBy(expenses.id)).map(strip);
      const second = (await again.db.select().from(expenses).orderBy(expenses.id)).map(strip);
      expect(second).toEqual(first);
    } finally {
      await again.close();
    }
  });
});
