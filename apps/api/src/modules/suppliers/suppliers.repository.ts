import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { expenses, suppliers } from '../../db/schema/expenses';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type SupplierRow = typeof suppliers.$inferSelect;
export type NewSupplierRow = typeof suppliers.$inferInsert;
export type SupplierChanges = Partial<Omit<SupplierRow, 'id' | 'business_id' | 'created_at'>>;

export async function findSupplierById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(suppliers)
    .where(and(tenantFilter(tx, suppliers.business_id), eq(suppliers.id, q.id)));
  return row;
}

export async function insertSupplierRow(tx: TenantTx, values: NewSupplierRow) {
  const [row] = await tx.insert(suppliers).values(values).returning();
  return row!;
}

export async function updateSupplierRow(tx: TenantTx, id: number, changes: SupplierChanges) {
  const [row] = await tx
    .update(suppliers)
    .set(changes)
    .where(and(tenantFilter(tx, suppliers.business_id), eq(suppliers.id, id)))
    .returning();
  return row!;
}

export async function deleteSupplierRow(tx: TenantTx, id: number) {
  await tx
    .delete(suppliers)
    .where(and(tenantFilter(tx, suppliers.business_id), eq(suppliers.id, id)));
}

/**
 * The supplier page with each supplier's totals over the range, in one query: an aggregate of the
 * expenses table grouped by supplier (its index on business, supplier and day), joined to the
 * page. Read-only, by SQL, as the reports read it (decision 074).
 */
export async function listSupplierRows(
  tx: TenantTx,
  q: {
    search?: string;
    from: string;
    to: string;
    orderByColumn: 'name' | 'total_gross' | 'created_at';
    orderByType: 'asc' | 'desc';
    page: number;
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [tenantFilter(tx, suppliers.business_id)];
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(
        ilike(suppliers.name, pattern),
        ilike(suppliers.vat_number, pattern),
        ilike(suppliers.tax_code, pattern),
        ilike(suppliers.email, pattern),
        ilike(suppliers.description, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const totals = tx
    .select({
      supplier_id: expenses.supplier_id,
      expenses_count: sql<number>`count(*)::int`.as('expenses_count'),
      total_gross: sql<number>`coalesce(sum(${expenses.amount_gross_cents}), 0)::bigint`.as(
        'total_gross',
      ),
      unpaid_gross:
        sql<number>`coalesce(sum(${expenses.amount_gross_cents}) filter (where ${expenses.paid_on} is null), 0)::bigint`.as(
          'unpaid_gross',
        ),
    })
    .from(expenses)
    .where(
      and(
        tenantFilter(tx, expenses.business_id),
        sql`${expenses.date_created} between ${q.from} and ${q.to}`,
      ),
    )
    .groupBy(expenses.supplier_id)
    .as('totals');
  const direction = q.orderByType === 'asc' ? asc : desc;
  const sortColumn =
    q.orderByColumn === 'total_gross'
      ? sql`coalesce(${totals.total_gross}, 0)`
      : q.orderByColumn === 'created_at'
        ? suppliers.created_at
        : sql`lower(${suppliers.name})`;
  const rows = await tx
    .select({
      supplier: suppliers,
      expenses_count: sql<number>`coalesce(${totals.expenses_count}, 0)::int`,
      total_gross: sql<number>`coalesce(${totals.total_gross}, 0)::float8`,
      unpaid_gross: sql<number>`coalesce(${totals.unpaid_gross}, 0)::float8`,
    })
    .from(suppliers)
    .leftJoin(totals, eq(totals.supplier_id, suppliers.id))
    .where(where)
    .orderBy(direction(sortColumn), direction(suppliers.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx.select({ total: count() }).from(suppliers).where(where);
  return { rows, total: total?.total ?? 0 };
}
