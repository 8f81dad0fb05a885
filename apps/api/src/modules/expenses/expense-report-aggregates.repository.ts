import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { expenseCategories, expenses, suppliers } from '../../db/schema/expenses';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

/** A restaurant's month of net expenses of one category. */
export interface ExpenseMonthRow {
  month: string;
  restaurantId: number;
  /** The default category's key ('food', 'beverage' …), null for a business's own category. */
  categoryKey: string | null;
  cents: number;
}

type Span = { restaurantIds: readonly number[]; fromDay: string; toDay: string };

function spanFilter(tx: TenantTx, q: Span) {
  return and(
    tenantFilter(tx, expenses.business_id),
    inArray(expenses.restaurant_id, [...q.restaurantIds]),
    gte(expenses.date_created, q.fromDay),
    lt(expenses.date_created, q.toDay),
  );
}

/**
 * Net expenses (the invoice's amount before VAT) per restaurant, month and category, by the
 * invoice's day, in one statement over `expenses_business_restaurant_day_idx`.
 */
export async function sumExpensesByMonth(tx: TenantTx, q: Span): Promise<ExpenseMonthRow[]> {
  if (q.restaurantIds.length === 0) return [];
  const rows = await tx
    .select({
      month: sql<string>`to_char(${expenses.date_created}, 'YYYY-MM')`,
      restaurantId: expenses.restaurant_id,
      categoryKey: expenseCategories.key,
      cents: sql<string>`sum(${expenses.amount_cents}::bigint)`,
    })
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.category_id))
    .where(spanFilter(tx, q))
    .groupBy(sql`1`, expenses.restaurant_id, expenseCategories.key);
  return rows.map((r) => ({
    month: r.month,
    restaurantId: r.restaurantId,
    categoryKey: r.categoryKey,
    cents: Number(r.cents ?? 0),
  }));
}

/** Net expenses by category over the span, largest first: the category's key and its name. */
export async function sumExpensesByCategory(tx: TenantTx, q: Span) {
  if (q.restaurantIds.length === 0) return [];
  const total = sql<string>`sum(${expenses.amount_cents}::bigint)`;
  const rows = await tx
    .select({
      categoryId: expenseCategories.id,
      key: expenseCategories.key,
      name: expenseCategories.name,
      cents: total,
    })
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.category_id))
    .where(spanFilter(tx, q))
    .groupBy(expenseCategories.id, expenseCategories.key, expenseCategories.name)
    .orderBy(desc(total), expenseCategories.name);
  return rows.map((r) => ({ key: r.key, name: r.name, cents: Number(r.cents ?? 0) }));
}

/** Net expenses by supplier over the span, largest first. */
export async function sumExpensesBySupplier(tx: TenantTx, q: Span) {
  if (q.restaurantIds.length === 0) return [];
  const total = sql<string>`sum(${expenses.amount_cents}::bigint)`;
  const rows = await tx
    .select({ supplierId: suppliers.id, name: suppliers.name, cents: total })
    .from(expenses)
    .innerJoin(suppliers, eq(suppliers.id, expenses.supplier_id))
    .where(spanFilter(tx, q))
    .groupBy(suppliers.id, suppliers.name)
    .orderBy(desc(total), suppliers.name);
  return rows.map((r) => ({ supplierId: r.supplierId, name: r.name, cents: Number(r.cents ?? 0) }));
}
