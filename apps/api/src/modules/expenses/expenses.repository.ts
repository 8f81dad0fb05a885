import {
  DEFAULT_EXPENSE_CATEGORIES,
  type DefaultExpenseCategory,
  type ExpenseStatus,
} from '@coperto/shared/expenses/expense.constants';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { expenseCategories, expenses, suppliers } from '../../db/schema/expenses';
import { restaurants } from '../../db/schema/tenancy';
import { vatRates } from '../../db/schema/vat';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpenseRow = typeof expenses.$inferInsert;
export type ExpenseChanges = Partial<Omit<ExpenseRow, 'id' | 'business_id' | 'created_at'>>;
export type ExpenseCategoryRow = typeof expenseCategories.$inferSelect;

/** The defaults' Italian names, stored as the row's name (the dashboard shows the key's label). */
const DEFAULT_NAMES: Record<DefaultExpenseCategory, string> = {
  food: 'Alimentari',
  beverage: 'Bevande',
  utilities: 'Utenze',
  rent: 'Affitto',
  staff: 'Personale',
  maintenance: 'Manutenzione',
  other: 'Altro',
};

// ---------------------------------------------------------------- categories

/** The seven default categories' rows for a business, in their order. */
export function defaultCategoryRows(businessId: number) {
  return DEFAULT_EXPENSE_CATEGORIES.map((key, position) => ({
    business_id: businessId,
    key,
    name: DEFAULT_NAMES[key],
    position,
  }));
}

/**
 * A business without categories gets the seven defaults, once: a second caller at the same time
 * meets the unique (business, key) index and does nothing.
 */
export async function ensureDefaultCategories(tx: TenantTx, businessId: number) {
  const [existing] = await tx
    .select({ n: count() })
    .from(expenseCategories)
    .where(tenantFilter(tx, expenseCategories.business_id));
  if ((existing?.n ?? 0) > 0) return;
  await tx.insert(expenseCategories).values(defaultCategoryRows(businessId)).onConflictDoNothing();
}

export function listCategoryRows(tx: TenantTx) {
  return tx
    .select()
    .from(expenseCategories)
    .where(tenantFilter(tx, expenseCategories.business_id))
    .orderBy(asc(expenseCategories.position), asc(expenseCategories.id));
}

export async function findCategoryById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(expenseCategories)
    .where(and(tenantFilter(tx, expenseCategories.business_id), eq(expenseCategories.id, q.id)));
  return row;
}

export async function insertCategoryRow(
  tx: TenantTx,
  values: typeof expenseCategories.$inferInsert,
) {
  const [row] = await tx.insert(expenseCategories).values(values).returning();
  return row!;
}

export async function updateCategoryRow(
  tx: TenantTx,
  id: number,
  changes: Partial<Pick<ExpenseCategoryRow, 'name' | 'key' | 'active' | 'position'>>,
) {
  const [row] = await tx
    .update(expenseCategories)
    .set(changes)
    .where(and(tenantFilter(tx, expenseCategories.business_id), eq(expenseCategories.id, id)))
    .returning();
  return row!;
}

// ---------------------------------------------------------------- VAT rates (platform data)

export function listVatRateRows(tx: TenantTx) {
  return tx.select().from(vatRates).orderBy(asc(vatRates.position));
}

export async function findVatRate(tx: TenantTx, code: string) {
  const [row] = await tx.select().from(vatRates).where(eq(vatRates.code, code));
  return row;
}

// ---------------------------------------------------------------- expenses

/** An expense with the names the list shows: supplier, restaurant and category. */
const withNames = {
  expense: expenses,
  supplier_name: suppliers.name,
  restaurant_name: restaurants.name,
  category_key: expenseCategories.key,
  category_name: expenseCategories.name,
};
export type ExpenseWithNames = {
  expense: ExpenseRow;
  supplier_name: string;
  restaurant_name: string;
  category_key: DefaultExpenseCategory | null;
  category_name: string;
};

function selectWithNames(tx: TenantTx) {
  return tx
    .select(withNames)
    .from(expenses)
    .innerJoin(suppliers, eq(suppliers.id, expenses.supplier_id))
    .innerJoin(restaurants, eq(restaurants.id, expenses.restaurant_id))
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.category_id));
}

export async function findExpenseById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(expenses)
    .where(and(tenantFilter(tx, expenses.business_id), eq(expenses.id, q.id)));
  return row;
}

export async function findExpenseWithNames(tx: TenantTx, id: number) {
  const [row] = await selectWithNames(tx).where(
    and(tenantFilter(tx, expenses.business_id), eq(expenses.id, id)),
  );
  return row as ExpenseWithNames | undefined;
}

export async function insertExpenseRow(tx: TenantTx, values: NewExpenseRow) {
  const [row] = await tx.insert(expenses).values(values).returning();
  return row!;
}

export async function updateExpenseRow(tx: TenantTx, id: number, changes: ExpenseChanges) {
  const [row] = await tx
    .update(expenses)
    .set(changes)
    .where(and(tenantFilter(tx, expenses.business_id), eq(expenses.id, id)))
    .returning();
  return row!;
}

export async function deleteExpenseRow(tx: TenantTx, id: number) {
  await tx.delete(expenses).where(and(tenantFilter(tx, expenses.business_id), eq(expenses.id, id)));
}

export interface ExpenseFilter {
  restaurantId?: number;
  supplierId?: number;
  categoryId?: number;
  status?: ExpenseStatus;
  isExtra?: boolean;
  from: string;
  to: string;
  search?: string;
  today: string;
}

function whereOf(tx: TenantTx, f: ExpenseFilter) {
  const conditions: (SQL | undefined)[] = [
    tenantFilter(tx, expenses.business_id),
    sql`${expenses.date_created} between ${f.from} and ${f.to}`,
  ];
  if (f.restaurantId !== undefined) conditions.push(eq(expenses.restaurant_id, f.restaurantId));
  if (f.supplierId !== undefined) conditions.push(eq(expenses.supplier_id, f.supplierId));
  if (f.categoryId !== undefined) conditions.push(eq(expenses.category_id, f.categoryId));
  if (f.isExtra !== undefined) conditions.push(eq(expenses.is_extra, f.isExtra));
  if (f.status === 'paid') conditions.push(isNotNull(expenses.paid_on));
  if (f.status === 'unpaid') conditions.push(isNull(expenses.paid_on));
  if (f.status === 'overdue') {
    conditions.push(isNull(expenses.paid_on), sql`${expenses.expiry_date} < ${f.today}`);
  }
  if (f.search) {
    const pattern = containsPattern(f.search);
    conditions.push(
      or(
        ilike(expenses.invoice_number, pattern),
        ilike(expenses.description, pattern),
        ilike(suppliers.name, pattern),
      ),
    );
  }
  return and(...conditions);
}

const SORT_COLUMNS = {
  date_created: expenses.date_created,
  expiry_date: expenses.expiry_date,
  amount_gross: expenses.amount_gross_cents,
  created_at: expenses.created_at,
} as const;

export async function listExpenseRows(
  tx: TenantTx,
  f: ExpenseFilter,
  page: {
    orderByColumn: keyof typeof SORT_COLUMNS;
    orderByType: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const direction = page.orderByType === 'asc' ? asc : desc;
  const rows = await selectWithNames(tx)
    .where(whereOf(tx, f))
    .orderBy(
      page.orderByType === 'asc'
        ? sql`${SORT_COLUMNS[page.orderByColumn]} asc nulls last`
        : sql`${SORT_COLUMNS[page.orderByColumn]} desc nulls last`,
      direction(expenses.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows as ExpenseWithNames[];
}

/** The filtered expenses' count and sums, in cents, by one aggregate. */
export async function sumExpenses(tx: TenantTx, f: ExpenseFilter) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      net: sql<string>`coalesce(sum(${expenses.amount_cents}), 0)`,
      vat: sql<string>`coalesce(sum(${expenses.amount_vat_cents}), 0)`,
      gross: sql<string>`coalesce(sum(${expenses.amount_gross_cents}), 0)`,
      unpaid: sql<string>`coalesce(sum(${expenses.amount_gross_cents}) filter (where ${expenses.paid_on} is null), 0)`,
    })
    .from(expenses)
    .innerJoin(suppliers, eq(suppliers.id, expenses.supplier_id))
    .where(whereOf(tx, f));
  return {
    count: row?.count ?? 0,
    net: Number(row?.net ?? 0),
    vat: Number(row?.vat ?? 0),
    gross: Number(row?.gross ?? 0),
    unpaid: Number(row?.unpaid ?? 0),
  };
}

/** Unpaid expenses overdue (due before today) and due from today to `soonEnd`, counted and summed. */
export async function sumDue(tx: TenantTx, today: string, soonEnd: string) {
  const [row] = await tx
    .select({
      overdue_count: sql<number>`(count(*) filter (where ${expenses.expiry_date} < ${today}))::int`,
      overdue_gross: sql<string>`coalesce(sum(${expenses.amount_gross_cents}) filter (where ${expenses.expiry_date} < ${today}), 0)`,
      soon_count: sql<number>`(count(*) filter (where ${expenses.expiry_date} >= ${today}))::int`,
      soon_gross: sql<string>`coalesce(sum(${expenses.amount_gross_cents}) filter (where ${expenses.expiry_date} >= ${today}), 0)`,
    })
    .from(expenses)
    .where(
      and(
        tenantFilter(tx, expenses.business_id),
        isNull(expenses.paid_on),
        sql`${expenses.expiry_date} <= ${soonEnd}`,
      ),
    );
  return {
    overdue: { count: row?.overdue_count ?? 0, gross: Number(row?.overdue_gross ?? 0) },
    soon: { count: row?.soon_count ?? 0, gross: Number(row?.soon_gross ?? 0) },
  };
}

/** The first unpaid expenses due by `soonEnd`, the oldest due first. */
export async function listDueRows(tx: TenantTx, soonEnd: string, limit: number) {
  const rows = await selectWithNames(tx)
    .where(
      and(
        tenantFilter(tx, expenses.business_id),
        isNull(expenses.paid_on),
        sql`${expenses.expiry_date} <= ${soonEnd}`,
      ),
    )
    .orderBy(asc(expenses.expiry_date), asc(expenses.id))
    .limit(limit);
  return rows as ExpenseWithNames[];
}
